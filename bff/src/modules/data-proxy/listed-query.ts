// A listed endpoint's query parameters, checked against the catalog's patterns before anything is
// counted, metered or forwarded: `?day=9` on Matches of a day is the caller's mistake, which the
// upstream would refuse anyway, in its own words, at the cost of a call of the quota. Path
// parameters are not checked here: a path whose parameter does not fit is no listed endpoint, and
// the passthrough forwards any path of the upstream as it is.
import { ValidationError, type ValidationIssue } from '../../shared/errors.js';
import { DATA_ENDPOINTS, endpointAt, type EndpointParameter, type ProviderName } from './endpoint-catalog.js';
import type { ProxyTarget } from './proxy-path.js';

interface QueryCheck {
  name: string;
  pattern: RegExp;
  message: string;
}

/**
 * Why a value does not fit a parameter, in its description's words, as the API Explorer says it
 * before sending: "Not a valid day: offset in days from today, -7 to 7, for example 0".
 */
function malformedMessage({ name, description, example }: EndpointParameter): string {
  const what = description.trim().replace(/\.$/, '');
  const rule = what ? `: ${what.charAt(0).toLowerCase()}${what.slice(1)}` : '';
  return `Not a valid ${name}${rule}${example ? `, for example ${example}` : ''}`;
}

/** Each listed endpoint's query parameters that have a pattern, by endpoint id, compiled once. */
const QUERY_CHECKS = new Map<string, readonly QueryCheck[]>(
  DATA_ENDPOINTS.map((endpoint) => [
    endpoint.id,
    endpoint.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.pattern)
      .map((parameter) => ({
        name: parameter.name,
        pattern: new RegExp(parameter.pattern!),
        message: malformedMessage(parameter),
      })),
  ]),
);

/** Throws a 422 listing each query parameter of a listed endpoint whose value its pattern refuses. */
export function refuseMalformedListedQuery(provider: ProviderName, target: ProxyTarget): void {
  if (target.query.length <= 1) return; // none, or a lone "?"
  const endpoint = endpointAt(provider, target.path);
  const checks = endpoint && QUERY_CHECKS.get(endpoint.id);
  if (!checks || checks.length === 0) return;
  const query = new URLSearchParams(target.query);
  const issues: ValidationIssue[] = [];
  for (const { name, pattern, message } of checks) {
    if (query.getAll(name).some((value) => !pattern.test(value)))
      issues.push({ loc: ['query', name], msg: message, type: 'string_pattern_mismatch' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}
