import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createTouchlineMcpServer } from '../dist/server.js';
import type { OpenApiDocument } from '../dist/tools.js';

const document = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../bff/openapi.json'), 'utf8'),
) as OpenApiDocument;

/** A connected agent, and the data calls the server made for it (each would cost a call of the quota). */
async function agent() {
  const calls: string[] = [];
  const server = createTouchlineMcpServer({
    document,
    async callData(requestPath) {
      calls.push(requestPath);
      return { status: 200, headers: { 'x-request-id': 'req-1' }, body: '{"id":"934467","name":"Erling Haaland"}' };
    },
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as {
      isError?: boolean;
      content: { text: string }[];
    };
    return { isError: result.isError === true, text: result.content.map((part) => part.text).join(' ') };
  };
  return { call, calls, close: () => client.close() };
}

describe('the MCP server, on the arguments of a call', () => {
  it('takes an id sent as a whole number as its digits', async () => {
    const { call, calls, close } = await agent();
    const result = await call('transfermarkt-player-profile', { player_id: 934467 });
    assert.equal(result.isError, false, result.text);
    assert.deepEqual(calls, ['/api/transfermarkt/players/934467/profile']);
    await close();
  });

  it("refuses arguments against the tool's input schema before any call is made (a call would spend quota)", async () => {
    const { call, calls, close } = await agent();
    const badDay = await call('flashscore-today', { day: '9' });
    assert.equal(badDay.isError, true);
    assert.match(badDay.text, /^Invalid arguments for flashscore-today: day must match pattern/);
    const badId = await call('transfermarkt-player-profile', { player_id: 'abc' });
    assert.match(badId.text, /player_id must match pattern/);
    const missing = await call('transfermarkt-player-profile', {});
    assert.match(missing.text, /must have required property 'player_id'/);
    const unknown = await call('transfermarkt-player-profile', { player_id: '934467', bogus: 1 });
    assert.equal(
      unknown.text,
      'Unknown argument: bogus. transfermarkt-player-profile takes player_id. Nothing was called.',
    );
    assert.deepEqual(calls, []);
    await close();
  });
});
