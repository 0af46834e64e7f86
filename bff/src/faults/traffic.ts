// The fault suite's clients: API calls to the data proxy, spread over every bff process and every
// API key, each recorded with what came back. Two shapes of load:
//   offerLoad  an open loop: calls leave at a fixed rate whatever the answers do, as from many
//              independent clients, with a cap on calls in flight (sends over it are counted,
//              not made), so a server that queues without bound shows it instead of slowing
//              the clients down;
//   saturate   a closed loop: a fixed number of clients, each sending its next call when its
//              last one is answered, which finds how many calls a second the cluster answers.
// Every call is bounded in time (CALL_TIMEOUT_MS) and goes to 127.0.0.1.
import { Agent, request } from 'undici';
import type { ApiKey } from './fault-cluster.js';

const CALL_TIMEOUT_MS = 15_000;
const TICK_MS = 5;

export interface Answer {
  process: number;
  keyIndex: number;
  /** The HTTP status, or 0 when no answer came (refused or reset connection, timeout). */
  status: number;
  /** Why no answer came (the error's code). */
  failure?: string;
  /** X-Request-Id: the id of the call's usage event. */
  requestId?: string;
  /**
   * Whether the data proxy answered the call itself: every such answer carries X-Cache and is
   * metered exactly once (data-proxy.service.ts). Answers from before the proxy (a closing
   * server, a refused key) carry none and are not metered.
   */
  isProxied: boolean;
  /** X-Cache of a proxied answer: HIT, MISS... (a miss waited for the upstream). */
  cache?: string;
  retryAfter?: string;
  /** The `detail` of an error answer. */
  detail?: string;
  /** performance.now() when the call was sent and when its answer had been read. */
  sentAt: number;
  answeredAt: number;
}

export interface LoadTarget {
  /** The bff processes' URLs at the moment of a call (a restarted process has a new one). */
  urls: () => readonly string[];
  keys: readonly ApiKey[];
}

export interface LoadRun {
  answers: Answer[];
  /** Calls the schedule asked for that were not sent because the cap on calls in flight was reached. */
  notSent: number;
  /** Calls the schedule asked for (open loop) or the clients made (closed loop). */
  offered: number;
  startedAt: number;
  endedAt: number;
}

/**
 * What the clients call, by the call's sequence number: three in four are cached answers of two
 * listed endpoints, one in four a search nobody made before (a miss: the upstream is called).
 */
function pathOf(sequence: number, run: string): string {
  switch (sequence % 4) {
    case 0:
      return `/api/transfermarkt/players/search/a?run=${run}&n=${sequence}`;
    case 1:
    case 3:
      return '/api/flashscore/football/live';
    default:
      return '/api/transfermarkt/players/search/rodri';
  }
}

export class Traffic {
  private readonly agent = new Agent({
    keepAliveTimeout: 10_000,
    headersTimeout: CALL_TIMEOUT_MS,
    bodyTimeout: CALL_TIMEOUT_MS,
  });
  private sequence = 0;
  private readonly run = Date.now().toString(36);

  constructor(private readonly target: LoadTarget) {}

  /** One call to the next process (or to process `only`) with the next key; never throws. */
  async call(only?: number): Promise<Answer> {
    const sequence = this.sequence++;
    const urls = this.target.urls();
    const process = only ?? sequence % urls.length;
    const keyIndex = sequence % this.target.keys.length;
    const sentAt = performance.now();
    try {
      const response = await request(urls[process]! + pathOf(sequence, this.run), {
        dispatcher: this.agent,
        headers: { 'x-api-key': this.target.keys[keyIndex]!.key },
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      let detail: string | undefined;
      if (response.statusCode >= 400) {
        const text = await response.body.text();
        try {
          detail = (JSON.parse(text) as { detail?: unknown }).detail?.toString();
        } catch {
          detail = text.slice(0, 200);
        }
      } else {
        await response.body.dump({ limit: Infinity });
      }
      const header = (name: string) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      return {
        process,
        keyIndex,
        status: response.statusCode,
        requestId: header('x-request-id'),
        isProxied: header('x-cache') !== undefined,
        cache: header('x-cache'),
        retryAfter: header('retry-after'),
        detail,
        sentAt,
        answeredAt: performance.now(),
      };
    } catch (error) {
      const failure = (error as { code?: string }).code ?? (error as Error).name;
      return { process, keyIndex, status: 0, failure, isProxied: false, sentAt, answeredAt: performance.now() };
    }
  }

  /**
   * `rate` calls a second, spread over every process, at most `maxInFlight` at a time, for
   * `seconds` or until `during` (the fault, run alongside) has ended, whichever is later.
   */
  async offerLoad(
    options: { rate: number; seconds: number; maxInFlight: number },
    during: (startedAt: number) => Promise<void> = async () => undefined,
  ): Promise<LoadRun> {
    const answers: Answer[] = [];
    const inFlight = new Set<Promise<void>>();
    let offered = 0;
    let notSent = 0;
    const startedAt = performance.now();
    let isFaultOver = false;
    const fault = during(startedAt).finally(() => {
      isFaultOver = true;
    });
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = performance.now() - startedAt;
        const isOver = elapsed >= options.seconds * 1000 && isFaultOver;
        const due = isOver ? 0 : Math.floor((elapsed / 1000) * options.rate) - offered;
        for (let i = 0; i < due; i++) {
          offered += 1;
          if (inFlight.size >= options.maxInFlight) {
            notSent += 1;
            continue;
          }
          const call = this.call().then((answer) => {
            answers.push(answer);
            inFlight.delete(call);
          });
          inFlight.add(call);
        }
        if (isOver) {
          clearInterval(timer);
          resolve();
        }
      }, TICK_MS);
    });
    await Promise.all([fault, ...inFlight]);
    return { answers, notSent, offered, startedAt, endedAt: performance.now() };
  }

  /** `clients` clients calling one after another for `seconds`. */
  async saturate(options: { clients: number; seconds: number }): Promise<LoadRun> {
    const answers: Answer[] = [];
    const startedAt = performance.now();
    const endsAt = startedAt + options.seconds * 1000;
    const client = async () => {
      while (performance.now() < endsAt) answers.push(await this.call());
    };
    await Promise.all(Array.from({ length: options.clients }, client));
    return { answers, notSent: 0, offered: answers.length, startedAt, endedAt: performance.now() };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** The `p`th percentile (0-100) of `values`, or undefined when there are none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
