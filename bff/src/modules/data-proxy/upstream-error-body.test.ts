import { describe, expect, it } from '@jest/globals';
import { MAX_DETAIL_LENGTH, screenedErrorAnswer, type UpstreamAnswer } from './upstream-error-body.js';

const JSON_TYPE = 'application/json';
const answer = (status: number, body: unknown, type: string | null = JSON_TYPE): UpstreamAnswer => ({
  status,
  headers: type === null ? {} : ({ 'content-type': type } as Record<string, string>),
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});
const isPassedOn = (status: number, body: unknown, type?: string | null) => {
  const given = answer(status, body, type);
  return screenedErrorAnswer('flashscore', given) === given;
};

describe('which upstream error bodies reach the client', () => {
  it.each([['Player not found'], ['Tournament not found'], ['page_number must be >= 1'], ['Invalid upstream key']])(
    'a 4xx with the short plain detail "%s" is passed on',
    (detail) => {
      expect(isPassedOn(404, { detail })).toBe(true);
    },
  );

  it.each([
    ['a stack frame', 'failed at handler (/srv/app/x.js:3:9)'],
    ['a source file', 'could not load players.py'],
    ['a server path', 'missing /var/lib/app/players'],
    ['a Windows path', 'missing C:\\inetpub\\wwwroot'],
    ['a system error code', 'ECONNRESET while reading'],
    ["Node's error code", 'ERR_INVALID_ARG_TYPE'],
    ["a framework's error code", 'FST_ERR_VALIDATION'],
    ["an exception's name", 'KeyError: player'],
    ['a second line', 'Not found\nTraceback (most recent call last)'],
    ['more than the longest detail', 'x'.repeat(MAX_DETAIL_LENGTH + 1)],
  ])('a 4xx detail with %s is replaced', (_case, detail) => {
    expect(isPassedOn(400, { detail })).toBe(false);
  });

  it.each([
    ['other fields beside the detail', { detail: 'Not found', trace: 'x' }],
    ['a detail that is not a string', { detail: [{ loc: ['query'], msg: 'bad' }] }],
    ['another field instead of a detail', { error: 'Not found' }],
    ['a list', ['Not found']],
    ['invalid JSON', '{"detail": "Not found"'],
    ['an empty body', ''],
  ])('a 4xx with %s is replaced', (_case, body) => {
    expect(isPassedOn(404, body)).toBe(false);
  });

  it('a 4xx detail not labelled JSON is replaced', () => {
    expect(isPassedOn(404, { detail: 'Not found' }, 'text/plain')).toBe(false);
    expect(isPassedOn(404, { detail: 'Not found' }, null)).toBe(false);
    expect(isPassedOn(404, { detail: 'Not found' }, 'application/problem+json')).toBe(true);
  });

  it('a 5xx body is replaced even in the plain detail shape', () => {
    expect(isPassedOn(500, { detail: 'Something went wrong' })).toBe(false);
    expect(isPassedOn(503, { detail: 'Try later' })).toBe(false);
  });

  it('a replaced answer keeps its status, its labels and Retry-After, and drops what described the old body', () => {
    const screened = screenedErrorAnswer('transfermarkt', {
      status: 503,
      headers: {
        'content-type': 'text/html',
        etag: '"x"',
        'content-language': 'de',
        'retry-after': '3',
        'x-sample-data': 'true',
      },
      body: Buffer.from('<h1>down</h1>'),
    });
    expect(screened.status).toBe(503);
    expect(screened.headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '3',
      'x-sample-data': 'true',
    });
    expect(JSON.parse(screened.body.toString())).toEqual({
      detail: 'The transfermarkt upstream failed (503 Service Unavailable)',
    });
  });
});
