// An AI agent's view of the product: a key created in the dashboard, an MCP client connected to a
// fresh `npm start` over stdio (the touchline-mcp command) and over streamable HTTP (/mcp), its
// tool calls answered with data and counted in the account's usage.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { journey } from '../support/browser.ts';
import { REPO_ROOT } from '../support/product.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';
import { accessToken, createKeyFromSidebar, logInThroughForm } from '../support/touchline.ts';

const suite = useProduct();

type ToolResult = { isError?: boolean; content: { text?: string }[]; structuredContent?: Record<string, unknown> };

function stdioClient(apiKey: string): { client: Client; transport: StdioClientTransport } {
  // The README's command, run in the repository as a developer runs it: npm's link to the launcher,
  // never a download from the registry (the package is not published).
  const transport = new StdioClientTransport({
    command: 'npx',
    args: ['--no-install', 'touchline-mcp'],
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', TOUCHLINE_API_URL: suite.product.url, TOUCHLINE_API_KEY: apiKey },
    stderr: 'pipe',
  });
  return { client: new Client({ name: 'journey-agent', version: '1.0.0' }), transport };
}

const text = (result: unknown) => (result as ToolResult).content.map((part) => part.text ?? '').join(' ');

describe('MCP server', () => {
  let apiKey = '';

  test(
    'a key created in the dashboard lets an agent list and call the tools over stdio and over HTTP, and the calls show in usage',
    JOURNEY,
    async (t) => {
      await journey(suite.browser, t.name, {}, async ({ page }) => {
        await logInThroughForm(page, suite.product);
        apiKey = await createKeyFromSidebar(page, 'Agent key');
      });

      const { client, transport } = stdioClient(apiKey);
      await client.connect(transport);
      t.after(() => client.close());
      const { tools } = await client.listTools();
      assert.ok(tools.some((tool) => tool.name === 'flashscore-live'));
      assert.ok(tools.some((tool) => tool.name === 'transfermarkt-player-search'));
      const live = (await client.callTool({ name: 'flashscore-live', arguments: {} })) as ToolResult;
      assert.equal(live.isError ?? false, false, text(live));
      assert.ok(Array.isArray(live.structuredContent?.results));
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // the free plan: one call a second
      const players = (await client.callTool({
        name: 'transfermarkt-player-search',
        arguments: { name: 'Caruso' },
      })) as ToolResult;
      assert.match(text(players), /Search players \(transfermarkt\): \d+\. Alessandro Caruso/);
      await client.close();

      const http = new Client({ name: 'journey-agent', version: '1.0.0' });
      t.after(() => http.close());
      await http.connect(
        new StreamableHTTPClientTransport(new URL(`${suite.product.url}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${apiKey}` } },
        }),
      );
      assert.equal((await http.listTools()).tools.length, tools.length);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const countries = (await http.callTool({ name: 'flashscore-countries', arguments: {} })) as ToolResult;
      assert.equal(countries.isError ?? false, false, text(countries));
      await http.close();

      // Metering writes within a few seconds; the three calls are the account's.
      const token = await accessToken(suite.product);
      let calls = 0;
      for (let attempt = 0; attempt < 20 && calls < 3; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const summary = await fetch(`${suite.product.url}/api/usage/summary?window=24h`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        calls = ((await summary.json()) as { calls: number }).calls;
      }
      assert.equal(calls, 3);
    },
  );

  test('a refused key comes back to the stdio agent as a tool error it can act on', JOURNEY, async (t) => {
    const { client, transport } = stdioClient('tl_000000000000000000000000000000000000000000');
    await client.connect(transport);
    t.after(() => client.close());
    const refused = (await client.callTool({ name: 'flashscore-live', arguments: {} })) as ToolResult;
    assert.equal(refused.isError, true);
    assert.match(text(refused), /The API key was refused .*Create a key in the Touchline dashboard/);
    await client.close();
  });
});
