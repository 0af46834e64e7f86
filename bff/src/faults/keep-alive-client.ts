// The fault suite's HTTP client: GETs over keep-alive connections to one origin, one call at a time
// on each connection (as from many independent clients, never pipelined), a new connection when
// none is idle. It parses an answer only as far as the suite reads it: the status, a few headers,
// the body skipped by its length (or its chunks), kept only for an error's detail.
//
// Why not undici's request(): in the suite's process it cost ~300 µs of CPU a call on this shared
// two-core machine (a body stream, a timer and an abort signal per call), as much as the bff
// spends answering one, so offering twice what three bff processes serve needed more CPU than the
// machine had, and the clients' own event loop fell seconds behind: their latencies were the
// clients' wait, not the bff's. This costs a fraction of that (RELIABILITY.md has the figures).
import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** The headers asked for (lower-case names), when present. */
  headers: Map<string, string>;
  /** The body of an error answer (status 400 and above), as text. */
  errorBody?: string;
  /** Whether the call had to open a connection (none was idle): it waited for the server to accept it too. */
  isOnNewConnection: boolean;
}

/** Why a call got no answer: a socket error's code, or one of these. */
const TIMED_OUT = 'TIMEOUT';
const CLOSED_EARLY = 'CLOSED_BEFORE_ANSWER';

/** How long an idle connection is kept: under the bff's keep-alive timeout (Fastify's 72 s), so the server never closes one as it is reused. */
const IDLE_MS = 30_000;
const HEAD_END = Buffer.from('\r\n\r\n');

class CallFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

interface Pending<T> {
  resolve: (answer: T) => void;
  reject: (error: Error) => void;
  deadline: number;
}

class Connection {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: Pending<Omit<RawAnswer, 'isOnNewConnection'>> | undefined;
  isOpen = true;
  idleSince = performance.now();

  constructor(
    readonly socket: net.Socket,
    private readonly wanted: readonly string[],
    private readonly onIdle: (connection: Connection) => void,
    private readonly onGone: (connection: Connection) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.parse();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => this.fail(error.code ?? CLOSED_EARLY));
    socket.on('close', () => this.fail(CLOSED_EARLY));
  }

  send(request: string, timeoutMs: number): Promise<Omit<RawAnswer, 'isOnNewConnection'>> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, deadline: performance.now() + timeoutMs };
      this.socket.write(request, 'latin1');
    });
  }

  /** Ends the call under way if it is past its deadline. */
  expire(now: number): void {
    if (this.pending !== undefined && now > this.pending.deadline) {
      this.fail(TIMED_OUT);
      this.socket.destroy();
    }
  }

  fail(code: string): void {
    const pending = this.pending;
    this.pending = undefined;
    if (this.isOpen) {
      this.isOpen = false;
      this.onGone(this);
    }
    pending?.reject(new CallFailure(code));
  }

  private parse(): void {
    if (this.pending === undefined) return;
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headEnd).split('\r\n');
    const status = Number(head[0]!.slice(9, 12));
    const headers = new Map<string, string>();
    let length = 0;
    let isChunked = false;
    let closes = false;
    for (let i = 1; i < head.length; i++) {
      const line = head[i]!;
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') isChunked = value.toLowerCase().includes('chunked');
      else if (name === 'connection') closes = value.toLowerCase() === 'close';
      if (this.wanted.includes(name)) headers.set(name, value);
    }
    const bodyStart = headEnd + 4;
    const body = isChunked ? chunkedBody(this.buffered, bodyStart) : fixedBody(this.buffered, bodyStart, length);
    if (body === undefined) return; // the rest of the answer is still to come
    const pending = this.pending;
    this.pending = undefined;
    this.buffered = this.buffered.subarray(body.end);
    pending.resolve({ status, headers, errorBody: status >= 400 ? body.text() : undefined });
    if (closes) this.socket.end();
    else {
      this.idleSince = performance.now();
      this.onIdle(this);
    }
  }
}

interface Body {
  end: number;
  text: () => string;
}

function fixedBody(buffer: Buffer, start: number, length: number): Body | undefined {
  if (buffer.length < start + length) return undefined;
  return { end: start + length, text: () => buffer.toString('utf8', start, start + length) };
}

function chunkedBody(buffer: Buffer, start: number): Body | undefined {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      // No trailers: the last chunk is followed by an empty line.
      if (buffer.length < lineEnd + 4) return undefined;
      return { end: lineEnd + 4, text: () => Buffer.concat(parts).toString('utf8') };
    }
    if (buffer.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Keep-alive connections to one origin (http://host:port). */
export class KeepAliveClient {
  private readonly idle: Connection[] = [];
  private readonly open = new Set<Connection>();
  private readonly host: string;
  private readonly port: number;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    origin: string,
    private readonly wanted: readonly string[],
  ) {
    const url = new URL(origin);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.sweep = setInterval(() => this.expire(), 250);
    this.sweep.unref();
  }

  /** GET `path` with `headers` (lines "name: value"); rejects with an error whose `code` says why no answer came. */
  async get(path: string, headerLines: string, timeoutMs: number): Promise<RawAnswer> {
    const idle = this.idle.pop();
    const connection = idle ?? (await this.connect(timeoutMs));
    const request = `GET ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n${headerLines}\r\n`;
    return { ...(await connection.send(request, timeoutMs)), isOnNewConnection: idle === undefined };
  }

  /** Opens connections until `count` are idle, as clients that already hold them (a load balancer's pool) would. */
  async warm(count: number, timeoutMs: number): Promise<void> {
    const opened = await Promise.all(
      Array.from({ length: Math.max(0, count - this.idle.length) }, () => this.connect(timeoutMs)),
    );
    this.idle.push(...opened);
  }

  private connect(timeoutMs: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: this.host, port: this.port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new CallFailure(TIMED_OUT));
      }, timeoutMs);
      const refused = (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(new CallFailure(error.code ?? CLOSED_EARLY));
      };
      socket.once('error', refused);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.off('error', refused);
        const connection = new Connection(
          socket,
          this.wanted,
          (idle) => this.idle.push(idle),
          (gone) => {
            this.open.delete(gone);
            const at = this.idle.indexOf(gone);
            if (at >= 0) this.idle.splice(at, 1);
          },
        );
        this.open.add(connection);
        resolve(connection);
      });
    });
  }

  private expire(): void {
    const now = performance.now();
    for (const connection of this.open) connection.expire(now);
    while (this.idle.length > 0 && now - this.idle[0]!.idleSince > IDLE_MS) this.idle.shift()!.socket.end();
  }

  close(): void {
    clearInterval(this.sweep);
    for (const connection of this.open) connection.socket.destroy();
  }
}

/** Why a call failed, for the report: a socket error's code or the client's own. */
export const failureOf = (error: unknown): string =>
  error instanceof CallFailure ? error.code : ((error as { code?: string }).code ?? (error as Error).name);
