export const FALLBACK_ERROR_MESSAGE = 'Something went wrong.';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Spec section 8: a string detail as is; a list detail (422) gives its first entry's `msg`. */
function fromDetail(detail: unknown): string | undefined {
  if (nonEmpty(detail)) return detail;
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    if (isObject(first) && nonEmpty(first.msg)) return first.msg;
    if (nonEmpty(first)) return first;
  }
  return undefined;
}

function fromGraphQLError(error: unknown): string | undefined {
  if (!isObject(error)) return undefined;
  const extensions = isObject(error.extensions) ? error.extensions : undefined;
  // Validation errors carry the REST-style list in extensions; the message then is only a summary.
  if (Array.isArray(extensions?.detail)) {
    const fromList = fromDetail(extensions.detail);
    if (fromList) return fromList;
  }
  if (nonEmpty(error.message)) return error.message;
  return fromDetail(extensions?.detail);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function extract(error: unknown, depth: number): string | undefined {
  if (depth > 3 || !isObject(error)) return undefined;

  // REST error body: { detail }.
  if ('detail' in error) return fromDetail(error.detail);

  // A client error wrapping the body (generated REST clients, fetch wrappers).
  if ('body' in error) {
    const body = typeof error.body === 'string' ? parseJson(error.body) : error.body;
    const fromBody = extract(body, depth + 1);
    if (fromBody) return fromBody;
  }

  // Apollo Client 3 (ApolloError) and 4 (CombinedGraphQLErrors), or a raw GraphQL response.
  for (const list of [error.graphQLErrors, error.errors]) {
    if (Array.isArray(list) && list.length > 0) {
      const fromList = fromGraphQLError(list[0]);
      if (fromList) return fromList;
    }
  }

  // Apollo network errors keep the server's reply as `result` (v3) or `bodyText` (v4).
  const fromNetwork = extract(error.networkError, depth + 1) ?? extract(error.result, depth + 1);
  if (fromNetwork) return fromNetwork;
  if (nonEmpty(error.bodyText)) {
    const fromBodyText = extract(parseJson(error.bodyText), depth + 1);
    if (fromBodyText) return fromBodyText;
  }

  return nonEmpty(error.message) ? error.message : undefined;
}

/**
 * The text of an error toast (spec section 8): the error's `detail` string, the `msg` of the
 * first entry when `detail` is a list, otherwise 'Something went wrong.'. Accepts REST bodies,
 * errors wrapping a `body`, and Apollo/GraphQL errors (whose message is the detail).
 */
export function errorMessage(error: unknown): string {
  return extract(error, 0) ?? FALLBACK_ERROR_MESSAGE;
}
