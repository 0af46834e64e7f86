// The stage of the fault suite: several compiled bff processes sharing one PostgreSQL and one
// Redis that belong to the suite alone, so it can stop and restart them without disturbing anyone
// else on the machine, and the sample upstream on its own. Everything listens on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.js';
import { separatePriorities } from './deployment-priority.js';

const BFF_DIR = path.resolve(import.meta.dirname, '..', '..');
const SERVER_ENTRY = path.join(BFF_DIR, 'dist', 'server.js');
const SAMPLE_UPSTREAM_ENTRY = path.join(BFF_DIR, 'dist', 'sample-upstream', 'main.js');
/** Output kept per child process, for the report of a process that did not start or stop as expected. */
const OUTPUT_TAIL_CHARS = 20_000;
const START_TIMEOUT_MS = 90_000;
/** How often a call of the suite's own set-up is made again while a process answers 503 (busy). */
const BUSY_RETRIES = 8;
/**
 * A folder to keep each child process's whole output in (<name>.log, appended to), for looking
 * into a run afterwards: the bff processes log at warn, so a failed metering write is there.
 */
const OUTPUT_DIR = process.env.FAULTS_OUTPUT_DIR;

const SUPERUSER = { email: 'admin@example.com', password: 'changethis' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A child process and the tail of what it printed. */
class Child {
  private tail = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(
    readonly process: ChildProcess,
    name: string,
  ) {
    if (OUTPUT_DIR !== undefined) mkdirSync(OUTPUT_DIR, { recursive: true });
    const file =
      OUTPUT_DIR === undefined ? undefined : createWriteStream(path.join(OUTPUT_DIR, `${name}.log`), { flags: 'a' });
    const keep = (chunk: Buffer) => {
      this.tail = (this.tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
      file?.write(chunk);
    };
    process.stdout?.on('data', keep);
    process.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get isRunning(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Resolves with the first match of `pattern` in the output (its first group, if any). */
  waitFor(pattern: RegExp, what: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${what} did not start within ${START_TIMEOUT_MS} ms:\n${this.tail}`)),
        START_TIMEOUT_MS,
      );
      const check = () => {
        const match = pattern.exec(this.tail);
        if (!match) return;
        clearTimeout(timer);
        this.process.stdout?.off('data', check);
        this.process.stderr?.off('data', check);
        resolve(match[1] ?? match[0]);
      };
      this.process.stdout?.on('data', check);
      this.process.stderr?.on('data', check);
      void this.exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`${what} exited (${signal ?? code}) before it started:\n${this.tail}`));
      });
      check();
    });
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    if (this.isRunning) this.process.kill(signal);
    return this.exited;
  }
}

/** A Redis of the suite's own, without persistence: stopping it loses what it held, as a crash would. */
class SuiteRedis {
  private child: Child | undefined;

  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = new Child(spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] }), 'redis');
    await this.child.waitFor(/Ready to accept connections/, 'redis-server');
  }

  async stop() {
    await this.child?.stop('SIGTERM');
  }

  /** How many keys Redis holds: the bff's limit counters and cache entries show it is in use. */
  async keyCount(): Promise<number> {
    const { Redis } = await import('ioredis');
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await client.connect();
      return await client.dbsize();
    } finally {
      client.disconnect();
    }
  }
}

/** A PostgreSQL server of the suite's own (the embedded one the bff uses without DATABASE_URL). */
class SuitePostgres {
  private server: EmbeddedDatabase | undefined;
  url = '';

  constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  async start() {
    this.server = await startEmbeddedPostgres({ dataDir: this.dataDir, port: this.port });
    this.url = this.server.url;
  }

  /** A fast shutdown: sessions are ended, as when the database is restarted under a running service. */
  async stop() {
    await this.server?.stop();
    this.server = undefined;
  }
}

export interface BffProcess {
  readonly index: number;
  readonly url: string;
  readonly child: Child;
}

export interface Account {
  email: string;
  token: string;
}

export interface ApiKey {
  id: string;
  key: string;
  userId: string;
  account: string;
}

export interface ClusterOptions {
  processes: number;
  accounts: number;
}

export class FaultCluster {
  readonly bffs: BffProcess[] = [];
  readonly accounts: (Account & { userId: string })[] = [];
  private upstream: Child | undefined;
  private upstreamUrl = '';
  private readonly secretKey = randomBytes(32).toString('hex');
  private readonly root: string;
  readonly postgres: SuitePostgres;
  redis!: SuiteRedis;
  private readonly retired: Child[] = [];

  private constructor(
    readonly options: ClusterOptions,
    pgPort: number,
  ) {
    // The embedded PostgreSQL runs as the 'postgres' user when the suite runs as root.
    this.root = mkdtempSync(path.join(os.tmpdir(), 'touchline-faults-'));
    chmodSync(this.root, 0o755);
    this.postgres = new SuitePostgres(path.join(this.root, 'postgres'), pgPort);
  }

  static async start(options: ClusterOptions): Promise<FaultCluster> {
    const cluster = new FaultCluster(options, await freePort());
    try {
      await cluster.boot();
    } catch (error) {
      await cluster.close();
      throw error;
    }
    return cluster;
  }

  private async boot() {
    this.redis = new SuiteRedis(await freePort());
    await Promise.all([this.postgres.start(), this.redis.start(), this.startUpstream()]);
    // The first process migrates the fresh database and creates the superuser; the others find both.
    this.bffs.push(await this.startBff(0));
    this.bffs.push(
      ...(await Promise.all(Array.from({ length: this.options.processes - 1 }, (_, i) => this.startBff(i + 1)))),
    );
    await this.createAccounts();
    separatePriorities();
  }

  private async startUpstream() {
    const port = await freePort();
    this.upstream = new Child(
      spawn(process.execPath, [SAMPLE_UPSTREAM_ENTRY], {
        env: { PATH: process.env.PATH, SAMPLE_UPSTREAM_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
      'sample-upstream',
    );
    this.upstreamUrl = await this.upstream.waitFor(/sample upstream at (http:\/\/\S+)/, 'the sample upstream');
  }

  private async startBff(index: number): Promise<BffProcess> {
    const child = new Child(
      spawn(process.execPath, [SERVER_ENTRY], {
        cwd: BFF_DIR,
        env: {
          PATH: process.env.PATH,
          PORT: '0',
          DATA_DIR: path.join(this.root, `bff-${index}`),
          DATABASE_URL: this.postgres.url,
          REDIS_URL: this.redis.url,
          SECRET_KEY: this.secretKey,
          WEB_ROOT: 'off',
          LOG_LEVEL: 'warn',
          FLASHSCORE_UPSTREAM_URL: `${this.upstreamUrl}/flashscore`,
          TRANSFERMARKT_UPSTREAM_URL: `${this.upstreamUrl}/transfermarkt`,
          // The suite measures what faults do to answering and metering, not the plans' limits.
          PLAN_FREE_PER_SECOND: '100000',
          PLAN_FREE_PER_DAY: '1000000000',
          // The load-shedding settings under trial are passed on as they are.
          ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('SHED_'))),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
      `bff-${index}`,
    );
    const url = await child.waitFor(/running at (http:\/\/\S+)/, `bff process ${index}`);
    return { index, url, child };
  }

  /** Starts a stopped or killed bff process again in its place (on a new port). */
  async restartBff(index: number): Promise<void> {
    const old = this.bffs[index]!;
    if (old.child.isRunning) throw new Error(`bff process ${index} still runs`);
    this.retired.push(old.child);
    this.bffs[index] = await this.startBff(index);
    separatePriorities();
  }

  async restartPostgres(downMs: number): Promise<{ stoppedAt: number; backAt: number }> {
    await this.postgres.stop();
    const stoppedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.postgres.start();
    const backAt = performance.now();
    separatePriorities();
    return { stoppedAt, backAt };
  }

  async restartRedis(downMs: number): Promise<{ stoppedAt: number; backAt: number }> {
    await this.redis.stop();
    const stoppedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.redis.start();
    const backAt = performance.now();
    separatePriorities();
    return { stoppedAt, backAt };
  }

  private async login(email: string, password: string): Promise<string> {
    const response = await fetch(`${this.bffs[0]!.url}/api/login/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }),
    });
    if (response.status !== 200)
      throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  private async createAccounts() {
    const admin = await this.login(SUPERUSER.email, SUPERUSER.password);
    for (let i = 0; i < this.options.accounts; i++) {
      const email = `faults-${i}@touchline.test`;
      const password = `faults-password-${i}`;
      const created = await fetch(`${this.bffs[0]!.url}/api/users/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (created.status !== 200)
        throw new Error(`creating ${email} answered ${created.status}: ${await created.text()}`);
      const { id } = (await created.json()) as { id: string };
      this.accounts.push({ email, token: await this.login(email, password), userId: id });
    }
  }

  /**
   * One new API key for each account, named after the case that uses them. A process still
   * shedding the last case's load answers 503 + Retry-After: the call is made again after a
   * growing pause (at least what Retry-After asks), as a client is meant to.
   */
  async newKeys(name: string): Promise<ApiKey[]> {
    const keys: ApiKey[] = [];
    for (const account of this.accounts) {
      const create = () =>
        fetch(`${this.bffs[0]!.url}/api/api-keys/?name=${encodeURIComponent(name)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${account.token}` },
        });
      let response = await create();
      for (let attempt = 0; response.status === 503 && attempt < BUSY_RETRIES; attempt++) {
        const retryAfterMs = Number(response.headers.get('retry-after') ?? 0) * 1000;
        await response.arrayBuffer();
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(retryAfterMs, 100 * 2 ** attempt) * (1 + Math.random() / 2)),
        );
        response = await create();
      }
      if (response.status !== 200)
        throw new Error(`creating a key for ${account.email} answered ${response.status}: ${await response.text()}`);
      const created = (await response.json()) as { key: string; api_key: { id: string } };
      keys.push({ id: created.api_key.id, key: created.key, userId: account.userId, account: account.email });
    }
    return keys;
  }

  /** One statement on the suite's database, on a connection of its own (the database may have restarted). */
  async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.postgres.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  async close() {
    const children = [...this.bffs.map((bff) => bff.child), ...this.retired];
    await Promise.all(children.map((child) => stopWithin(child, 15_000)));
    if (this.upstream) await stopWithin(this.upstream, 5_000);
    await this.redis?.stop().catch(() => undefined);
    await this.postgres.stop().catch(() => undefined);
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** SIGTERM, then SIGKILL if it has not exited in time. */
async function stopWithin(child: Child, ms: number) {
  if (!child.isRunning) return;
  const timer = setTimeout(() => child.process.kill('SIGKILL'), ms);
  await child.stop('SIGTERM');
  clearTimeout(timer);
}
