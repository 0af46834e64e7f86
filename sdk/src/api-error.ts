/** Every refused call is thrown as one of these: where it went, what came back. */
export class ApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The answer's body: parsed JSON (`{ detail }` from Touchline) or its text. */
  readonly body: unknown;

  constructor(request: Request, response: Response, body: unknown) {
    super(messageFor(response, body));
    this.name = 'ApiError';
    this.url = request.url;
    this.status = response.status;
    this.statusText = response.statusText;
    this.body = body;
  }
}

function messageFor(response: Response, body: unknown): string {
  if (response.status === 422) return 'Validation Error';
  return `Generic Error: status: ${response.status}; status text: ${response.statusText}; body: ${JSON.stringify(body)}`;
}
