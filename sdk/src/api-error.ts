import { answerHeadersOf, type AnswerHeaders } from './answer-headers.js';

/** Every refused call is thrown as one of these: where it went, what came back. */
export class ApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The answer's body: parsed JSON (`{ detail }` from Touchline) or its text. */
  readonly body: unknown;
  /** The answer's headers, all of them. */
  readonly headers: Headers;
  /**
   * What they say, read as on a data answer: the request id that names the call for support,
   * `retryAfterSeconds` on a 429 or 503, and the account's quota on a refused data call.
   */
  readonly answer: AnswerHeaders;

  constructor(request: Request, response: Response, body: unknown) {
    super(messageFor(response, body));
    this.name = 'ApiError';
    this.url = request.url;
    this.status = response.status;
    this.statusText = response.statusText;
    this.body = body;
    this.headers = response.headers;
    this.answer = answerHeadersOf(response);
  }
}

function messageFor(response: Response, body: unknown): string {
  if (response.status === 422) return 'Validation Error';
  return `Generic Error: status: ${response.status}; status text: ${response.statusText}; body: ${JSON.stringify(body)}`;
}
