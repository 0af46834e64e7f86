import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';
import { DATA_ENDPOINTS } from '../data-proxy/endpoint-catalog.js';

type ToolText = {
  content: { type: string; text?: string }[];
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
};

async function listen(f: ProxyFixture): Promise<string> {
  await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
}

async function connect(baseUrl: string, headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'touchline-test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

/** The `touchline-mcp` command, as an agent on the customer's machine runs it. */
const CLI = path.resolve(import.meta.dirname, '../../../../mcp/dist/cli.js');

async function connectOverStdio(baseUrl: string, apiKey: string): Promise<Client> {
  const client = new Client({ name: 'touchline-test-agent', version: '1.0.0' });
  const env = { PATH: process.env.PATH ?? '', TOUCHLINE_API_URL: baseUrl, TOUCHLINE_API_KEY: apiKey };
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI], env, stderr: 'ignore' }));
  return client;
}

const textOf = (result: unknown) => (result as ToolText).content.map((part) => part.text ?? '').join(' ');

/** Arguments that answer 200 from the sample upstream: the catalog's examples, a live match's id. */
async function exampleArguments(client: Client): Promise<Map<string, Record<string, string>>> {
  const live = (await client.callTool({ name: 'flashscore-live', arguments: {} })) as ToolText;
  const eventId = ((live.structuredContent?.results as { eventId: string }[])[0] ?? { eventId: '' }).eventId;
  return new Map(
    DATA_ENDPOINTS.map((endpoint) => [
      endpoint.id,
      Object.fromEntries(
        endpoint.parameters
          .filter((parameter) => parameter.required)
          .map((parameter) => [parameter.name, parameter.name === 'eventId' ? eventId : parameter.example]),
      ),
    ]),
  );
}

/** A proxy fixture of the describe's own, listening on a port (an account whose usage the describe alone makes). */
function listeningFixture(): { readonly f: ProxyFixture; readonly baseUrl: string } {
  const state: { f?: ProxyFixture; baseUrl?: string } = {};
  beforeAll(async () => {
    state.f = await startProxyFixture();
    state.baseUrl = await listen(state.f);
  });
  afterAll(() => state.f?.close());
  return {
    get f() {
      if (!state.f) throw new Error('the fixture has not started');
      return state.f;
    },
    get baseUrl() {
      if (!state.baseUrl) throw new Error('the fixture has not started');
      return state.baseUrl;
    },
  };
}

describe('the MCP server at /mcp', () => {
  const fixture = listeningFixture();

  it('lists one tool per catalog endpoint to an agent that sends its key as X-API-Key', async () => {
    const client = await connect(fixture.baseUrl, { 'X-API-Key': fixture.f.key });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(DATA_ENDPOINTS.map((endpoint) => endpoint.id).sort());
    await client.close();
  });

  it('answers every tool with structured content and a summary, each call counted in usage under its endpoint', async () => {
    const client = await connect(fixture.baseUrl, { Authorization: `Bearer ${fixture.f.key}` });
    const examples = await exampleArguments(client);
    for (const endpoint of DATA_ENDPOINTS) {
      const result = (await client.callTool({ name: endpoint.id, arguments: examples.get(endpoint.id) })) as ToolText;
      expect({ tool: endpoint.id, isError: result.isError ?? false, text: textOf(result) }).toEqual({
        tool: endpoint.id,
        isError: false,
        text: expect.stringContaining('request'),
      });
      expect(result.structuredContent).toBeDefined();
    }
    await client.close();
    const usage = await fixture.f.usageAfterFlush('top-endpoints?window=24h&limit=100');
    const endpoints = (usage.json().data as { endpoint: string; calls: number }[]).map((row) => row.endpoint);
    expect(endpoints).toEqual(expect.arrayContaining(['/football/live', '/football/today']));
    const calls = (usage.json().data as { calls: number }[]).reduce((sum, row) => sum + row.calls, 0);
    expect(calls).toBe(DATA_ENDPOINTS.length + 1);
  });

  it('refuses an agent without a valid key with 401 before any tool runs', async () => {
    await expect(connect(fixture.baseUrl, { 'X-API-Key': 'tl_not-a-real-key' })).rejects.toMatchObject({ code: 401 });
    await expect(connect(fixture.baseUrl, { Authorization: 'Bearer tl_not-a-real-key' })).rejects.toMatchObject({
      code: 401,
    });
    await expect(connect(fixture.baseUrl, {})).rejects.toMatchObject({ code: 401 });
  });

  it('answers a body that is not JSON with a JSON-RPC parse error, as the MCP transport does, not a REST 422', async () => {
    const response = await fetch(`${fixture.baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        'X-API-Key': fixture.f.key,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: '{"jsonrpc": "2.0", "method": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error: the body is not JSON' },
      id: null,
    });
    // Without a key, still the 401 of any call to /mcp.
    const anonymous = await fetch(`${fixture.baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(anonymous.status).toBe(401);
  });

  it('turns a bad argument into a tool error the agent can read, not a crash', async () => {
    const client = await connect(fixture.baseUrl, { 'X-API-Key': fixture.f.key });
    const result = (await client.callTool({
      name: 'transfermarkt-player-profile',
      arguments: { player_id: '999999999' },
    })) as ToolText;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Not found or not valid/);
    await client.close();
  });
});

describe('the touchline-mcp command (stdio)', () => {
  const fixture = listeningFixture();

  it('lists the same tools and answers every one of them, each call counted in usage', async () => {
    const client = await connectOverStdio(fixture.baseUrl, fixture.f.key);
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual(
        DATA_ENDPOINTS.map((endpoint) => endpoint.id).sort(),
      );
      const examples = await exampleArguments(client);
      for (const endpoint of DATA_ENDPOINTS) {
        const result = (await client.callTool({ name: endpoint.id, arguments: examples.get(endpoint.id) })) as ToolText;
        expect({ tool: endpoint.id, isError: result.isError ?? false }).toEqual({ tool: endpoint.id, isError: false });
      }
    } finally {
      await client.close();
    }
    const usage = await fixture.f.usageAfterFlush('summary?window=24h');
    expect(usage.json().calls).toBe(DATA_ENDPOINTS.length + 1);
  });

  it('turns a refused key into a tool error that says to create a key', async () => {
    const client = await connectOverStdio(fixture.baseUrl, 'tl_not-a-real-key');
    try {
      const refused = (await client.callTool({ name: 'flashscore-live', arguments: {} })) as ToolText;
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/The API key was refused .*Create a key in the Touchline dashboard/);
    } finally {
      await client.close();
    }
  });
});

describe('the MCP server when a call is refused', () => {
  it('says the quota is used up and when it resets, as a tool error, over HTTP and over stdio', async () => {
    const limited = await startProxyFixture({ PLAN_FREE_PER_DAY: '2' });
    try {
      const baseUrl = await listen(limited);
      const client = await connect(baseUrl, { 'X-API-Key': limited.key });
      await client.callTool({ name: 'flashscore-live', arguments: {} });
      await client.callTool({ name: 'flashscore-countries', arguments: {} });
      const refused = (await client.callTool({ name: 'flashscore-live', arguments: {} })) as ToolText;
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(
        /Limit reached: Daily quota of 2 requests .* The daily quota resets at \d{4}-\d\d-\d\dT00:00:00\.000Z/,
      );
      await client.close();
      const overStdio = await connectOverStdio(baseUrl, limited.key);
      const refusedOverStdio = (await overStdio.callTool({ name: 'flashscore-live', arguments: {} })) as ToolText;
      await overStdio.close();
      expect(refusedOverStdio.isError).toBe(true);
      expect(textOf(refusedOverStdio)).toMatch(/Limit reached: Daily quota of 2 requests/);
    } finally {
      await limited.close();
    }
  });

  it('says the data provider could not answer when the upstream is down, as a tool error, over HTTP and over stdio', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const broken = await startProxyFixture({ FLASHSCORE_UPSTREAM_URL: `http://127.0.0.1:${port}` });
    try {
      const baseUrl = await listen(broken);
      const client = await connect(baseUrl, { 'X-API-Key': broken.key });
      const result = (await client.callTool({ name: 'flashscore-live', arguments: {} })) as ToolText;
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/The data provider could not answer \(HTTP 50\d/);
      await client.close();
      const overStdio = await connectOverStdio(baseUrl, broken.key);
      const overStdioResult = (await overStdio.callTool({ name: 'flashscore-live', arguments: {} })) as ToolText;
      await overStdio.close();
      expect(overStdioResult.isError).toBe(true);
      expect(textOf(overStdioResult)).toMatch(/The data provider could not answer \(HTTP 50\d/);
    } finally {
      await broken.close();
    }
  });
});
