import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { dataToolsOf, requestPathOf, type OpenApiDocument } from '../dist/tools.js';
import { resultOf } from '../dist/tool-results.js';

const document = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../bff/openapi.json'), 'utf8'),
) as OpenApiDocument;
const tools = dataToolsOf(document);
const named = (name: string) => {
  const tool = tools.find((candidate) => candidate.definition.name === name);
  assert.ok(tool, `no tool ${name}`);
  return tool;
};

describe('the MCP tools', () => {
  it("accept the nulls the answers hold: the API document's OpenAPI 3.0 `nullable` becomes a null type in the output schema", () => {
    const events = named('flashscore-live').definition.outputSchema?.properties?.results as {
      items: { properties: Record<string, unknown> };
    };
    assert.deepEqual(events.items.properties.homeScore, { type: ['integer', 'null'] });
    assert.doesNotMatch(JSON.stringify(tools.map((tool) => tool.definition.outputSchema)), /"nullable"/);
  });

  it('are the catalog data endpoints, each with a description, an input schema and an output schema (not the passthrough routes)', () => {
    assert.ok(tools.length >= 18);
    for (const tool of tools) {
      assert.match(tool.definition.name, /^(flashscore|transfermarkt)-[a-z-]+$/);
      assert.ok((tool.definition.description ?? '').length > 20);
      assert.equal(tool.definition.inputSchema.type, 'object');
      assert.equal(tool.definition.outputSchema?.type, 'object');
    }
    for (const wanted of [
      'flashscore-live',
      'flashscore-today',
      'flashscore-standings',
      'flashscore-match-details',
      'transfermarkt-player-search',
      'transfermarkt-player-transfers',
      'transfermarkt-club-players',
      'transfermarkt-competition-clubs',
    ]) {
      named(wanted);
    }
  });

  it('fill path parameters encoded, so an argument cannot add path segments', () => {
    assert.equal(
      requestPathOf(named('transfermarkt-player-search'), { name: 'de Bruyne/../x' }),
      '/api/transfermarkt/players/search/de%20Bruyne%2F..%2Fx',
    );
    assert.equal(requestPathOf(named('flashscore-today'), { day: '-1' }), '/api/flashscore/football/today?day=-1');
  });

  it('turn a quota refusal into a tool error that says when the quota resets, naming the call', () => {
    const result = resultOf(named('flashscore-live'), {
      status: 429,
      headers: {
        'retry-after': '3600',
        'x-ratelimit-reset': '1795824000',
        'x-ratelimit-remaining': '0',
        'x-request-id': 'req-429',
      },
      body: JSON.stringify({ detail: 'Daily quota exceeded' }),
    });
    assert.equal(result.isError, true);
    assert.match(
      JSON.stringify(result.content),
      /Daily quota exceeded.*Retry after 3600 s.*resets at 2026-11-28T00:00:00.000Z.*\(request req-429\)/,
    );
  });

  it("say nothing of the daily quota's reset when calls only came faster than the plan's rate per second", () => {
    const result = resultOf(named('flashscore-live'), {
      status: 429,
      headers: { 'retry-after': '1', 'x-ratelimit-reset': '1795824000', 'x-ratelimit-remaining': '73' },
      body: JSON.stringify({ detail: 'Rate limit of 1 request per second exceeded for the free plan' }),
    });
    const text = JSON.stringify(result.content);
    assert.match(text, /per second exceeded.*Retry after 1 s\./);
    assert.doesNotMatch(text, /daily quota/i);
  });

  it('wrap a list answer as structured content and summarise it for reading', () => {
    const event = {
      homeName: 'Arsenal FC',
      awayName: 'Chelsea',
      homeScore: 2,
      awayScore: 1,
      minuteText: "67'",
      startDateTimeUtc: '2026-11-27T15:00:00Z',
    };
    const result = resultOf(named('flashscore-live'), {
      status: 200,
      headers: { 'x-request-id': 'r1', 'x-cache': 'MISS' },
      body: JSON.stringify([event]),
    });
    assert.deepEqual(result.structuredContent, { results: [event] });
    assert.match(JSON.stringify(result.content), /Arsenal FC 2-1 Chelsea \(67'\)/);
  });

  it('name what a list answer is about by the name it carries, a tournament by its tournamentName', () => {
    const summaryOf = (tool: string, body: unknown) =>
      String(resultOf(named(tool), { status: 200, headers: {}, body: JSON.stringify(body) }).content[0]?.text);
    const teams = [
      { teamId: 'a1', teamName: 'Arsenal' },
      { teamId: 'b2', teamName: 'Chelsea' },
    ];
    assert.match(
      summaryOf('flashscore-tournament', { tournamentId: 'dYlOSQOD', tournamentName: 'Premier League', teams }),
      /^Tournament \(flashscore\) of Premier League: 2 teams\./,
    );
    assert.match(
      summaryOf('transfermarkt-player-transfers', { id: '28003', transfers: [{ id: 't1' }] }),
      / of 28003: 1 transfers\./,
    );
  });

  it('never summarise an answer as about "undefined": with nothing naming it, the summary names nothing', () => {
    const result = resultOf(named('transfermarkt-club-players'), {
      status: 200,
      headers: {},
      body: JSON.stringify({ players: [{ id: '1', name: 'Bukayo Saka' }] }),
    });
    const text = String(result.content[0]?.text);
    assert.doesNotMatch(text, /undefined/);
    assert.match(text, /^Club squad \(transfermarkt\): 1 players\./);
  });
});
