// The fault suite's clients: API calls to the data proxy, spread over every bff process and every
// API key, each recorded with what came back. Two shapes of load:
//   offerLoad  an open loop: calls leave at a fixed rate whatever the answers do, as from many
//              independent clients, with a cap on calls in flight (sends over it are counted,
//              not made), so a server that queues without bound shows it instead of slowing
//              the clients down;
//   saturate   a closed loop: a fixed number of clients, each sending its next call when its
//              last one is answered, which finds how many calls a second the cluster answers.
// Every call is bounded in time (CALL_TIMEOUT_MS) and goes to 127.0.0.1.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { failureOf, KeepAliveClient } from './keep-alive-client.js';
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
  /** Whether the call opened a connection: it waited for the server to accept one as well. */
  isOnNewConnection?: boolean;
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
  /** What the clients themselves cost and how late they were: their figures must be small for the server's to mean anything. */
  clients: ClientCost;
}

interface ClientCost {
  /** CPU of this whole process (clients and suite) per call made, in µs. */
  cpuMicrosPerCall: number;
  /** The p99 of this process's event-loop delay during the load: how late answers were read, at worst. */
  loopDelayP99Ms: number;
  /** Open loop: the p99 of how late calls left against their schedule. */
  sendLagP99Ms: number;
}

/** Measures the clients' own cost over a load; `done` reads it. */
function clientMeter() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  return (calls: number, sendLags: readonly number[]): ClientCost => {
    loop.disable();
    const cpu = process.cpuUsage(cpuBefore);
    return {
      cpuMicrosPerCall: calls === 0 ? 0 : (cpu.user + cpu.system) / calls,
      loopDelayP99Ms: loop.percentile(99) / 1e6,
      sendLagP99Ms: percentile(sendLags, 99) ?? 0,
    };
  };
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

/** The headers of an answer the suite reads. */
const READ_HEADERS = ['x-request-id', 'x-cache', 'retry-after'];

export class Traffic {
  /** One client per process URL (a restarted process has a new one). */
  private readonly clients = new Map<string, KeepAliveClient>();
  private sequence = 0;
  private readonly run = Date.now().toString(36);

  constructor(private readonly target: LoadTarget) {}

  /** One call to the next process (or to process `only`) with the next key; never throws. */
  async call(only?: number): Promise<Answer> {
    const sequence = this.sequence++;
    const urls = this.target.urls();
    const process = only ?? sequence % urls.length;
    const keyIndex = sequence % this.target.keys.length;
    const client = this.clientOf(urls[process]!);
    const sentAt = performance.now();
    try {
      const answer = await client.get(
        pathOf(sequence, this.run),
        `x-api-key: ${this.target.keys[keyIndex]!.key}\r\n`,
        CALL_TIMEOUT_MS,
      );
      let detail: string | undefined;
      if (answer.errorBody !== undefined) {
        try {
          detail = (JSON.parse(answer.errorBody) as { detail?: unknown }).detail?.toString();
        } catch {
          detail = answer.errorBody.slice(0, 200);
        }
      }
      return {
        process,
        keyIndex,
        status: answer.status,
        requestId: answer.headers.get('x-request-id'),
        isProxied: answer.headers.has('x-cache'),
        cache: answer.headers.get('x-cache'),
        retryAfter: answer.headers.get('retry-after'),
        isOnNewConnection: answer.isOnNewConnection,
        detail,
        sentAt,
        answeredAt: performance.now(),
      };
    } catch (error) {
      return {
        process,
        keyIndex,
        status: 0,
        failure: failureOf(error),
        isProxied: false,
        sentAt,
        answeredAt: performance.now(),
      };
    }
  }

  /**
   * `rate` calls a second, spread over every process, at most `maxInFlight` at a time, for
   * `seconds` or until `during` (the fault, run alongside) has ended, whichever is later. A rate
   * given as a function is asked again at every tick, with the calls served over the last second.
   */
  async offerLoad(
    options: { rate: number | ((servedLastSecond: number) => number); seconds: number; maxInFlight: number },
    during: (startedAt: number) => Promise<void> = async () => undefined,
  ): Promise<LoadRun> {
    const answers: Answer[] = [];
    const inFlight = new Set<Promise<void>>();
    const sendLags: number[] = [];
    const servedAt: number[] = [];
    let servedSince = 0; // servedAt[servedSince...] were answered within the last second
    let offered = 0;
    let notSent = 0;
    let due = 0;
    const meter = clientMeter();
    const startedAt = performance.now();
    let lastTick = startedAt;
    let isFaultOver = false;
    const fault = during(startedAt).finally(() => {
      isFaultOver = true;
    });
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = performance.now();
        const isOver = now - startedAt >= options.seconds * 1000 && isFaultOver;
        while (servedSince < servedAt.length && servedAt[servedSince]! < now - 1000) servedSince += 1;
        const rate = typeof options.rate === 'number' ? options.rate : options.rate(servedAt.length - servedSince);
        due += isOver ? 0 : ((now - lastTick) / 1000) * rate;
        // How late this tick came: the calls it sends left that much after their time, at least.
        const lag = Math.max(0, now - lastTick - TICK_MS);
        lastTick = now;
        for (; due >= 1; due -= 1) {
          sendLags.push(lag);
          offered += 1;
          if (inFlight.size >= options.maxInFlight) {
            notSent += 1;
            continue;
          }
          const call = this.call().then((answer) => {
            answers.push(answer);
            if (answer.status >= 200 && answer.status < 300) servedAt.push(answer.answeredAt);
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
    const endedAt = performance.now();
    return { answers, notSent, offered, startedAt, endedAt, clients: meter(answers.length, sendLags) };
  }

  /** `clients` clients calling one after another for `seconds`. */
  async saturate(options: { clients: number; seconds: number }): Promise<LoadRun> {
    const answers: Answer[] = [];
    const meter = clientMeter();
    const startedAt = performance.now();
    const endsAt = startedAt + options.seconds * 1000;
    const client = async () => {
      while (performance.now() < endsAt) answers.push(await this.call());
    };
    await Promise.all(Array.from({ length: options.clients }, client));
    const endedAt = performance.now();
    return { answers, notSent: 0, offered: answers.length, startedAt, endedAt, clients: meter(answers.length, []) };
  }

  /** Opens keep-alive connections to every process until each has `perProcess` idle. */
  async warm(perProcess: number): Promise<void> {
    await Promise.all(
      this.target.urls().map((url) => {
        return this.clientOf(url).warm(perProcess, CALL_TIMEOUT_MS);
      }),
    );
  }

  private clientOf(url: string): KeepAliveClient {
    let client = this.clients.get(url);
    if (client === undefined) this.clients.set(url, (client = new KeepAliveClient(url, READ_HEADERS)));
    return client;
  }

  close(): void {
    for (const client of this.clients.values()) client.close();
  }
}

/** The `p`th percentile (0-100) of `values`, or undefined when there are none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
