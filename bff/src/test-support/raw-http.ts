// An HTTP/1.1 client over a bare TCP socket, for requests no well-behaved client sends: no Host
// header, raw bytes in the request line, control characters in header values, a body that is not
// what its Content-Type says. fetch and node:http refuse to send most of these. One request per
// connection (`Connection: close` unless told otherwise); the answer is read until the server
// closes it.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body as text (UTF-8). */
  text: string;
}

class RawRequestTimeout extends Error {}

/**
 * Sends `request` (the whole request: line, headers and body, as given) to `address`
 * (http://host:port) and reads the answer. Rejects with RawRequestTimeout when the answer has not
 * ended within `timeoutMs`, so a server that hangs fails the caller instead of stalling it.
 */
export function sendRaw(address: string, request: Buffer | string, timeoutMs = 15_000): Promise<RawResponse> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new RawRequestTimeout(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the rest of a large request is still being written; what it
      // answered before that is the answer.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    // Written without ending our side: a half-closed connection lets Node's server give up on
    // a request whose answer is still being made.
    socket.write(request);
  });
}

/** A request as bytes: the request line, `headers` in order (repeats allowed) and the body. */
export function rawRequest(
  method: string,
  target: string | Buffer,
  headers: [string, string | Buffer][],
  body?: Buffer | string,
): Buffer {
  const lines: Buffer[] = [
    Buffer.concat([Buffer.from(`${method} `), Buffer.from(target), Buffer.from(' HTTP/1.1\r\n')]),
  ];
  for (const [name, value] of headers)
    lines.push(Buffer.concat([Buffer.from(`${name}: `), Buffer.from(value), Buffer.from('\r\n')]));
  lines.push(Buffer.from('\r\n'));
  if (body !== undefined) lines.push(Buffer.from(body));
  return Buffer.concat(lines);
}

function parseResponse(raw: Buffer): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0)
    throw new Error(
      `the connection closed without a complete answer (${raw.length} bytes: ${JSON.stringify(raw.subarray(0, 200).toString('latin1'))})`,
    );
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
  if (!status) throw new Error(`not an HTTP answer: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body, text: body.toString('utf8') };
}

function dechunk(chunked: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = chunked.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(chunked.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(chunked.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
