import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { uncachedDecimal } from './decimal.js';

describe('uncachedDecimal', () => {
  it('writes every whole number as String does, across each change in the number of digits', () => {
    const values: number[] = [];
    for (let n = 0; n <= 20_000; n++) values.push(n);
    for (let power = 10; power <= Number.MAX_SAFE_INTEGER; power *= 10) values.push(power - 1, power, power + 1);
    values.push(999_999_999, 1_000_000_000, 4_294_967_295, 4_294_967_296, Number.MAX_SAFE_INTEGER);
    for (const value of values) expect([value, uncachedDecimal(value)]).toEqual([value, String(value)]);
  });

  it('leaves what it does not format (negative, fractional, unsafe, not a number) to String', () => {
    for (const value of [-1, -0, 0.5, 1e21, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(uncachedDecimal(value)).toBe(String(value));
    }
  });

  // The reason the function exists (decimal.ts): V8 keeps each string String() makes in its
  // number-to-string cache, so a value that is new on every call survives young-generation
  // collections. Measured in a child process with V8's collection trace; the control with String
  // shows the measurement sees the cache, so a change of V8 that drops it fails here, loudly.
  it('leaves nothing for the young-generation collector to copy when every call formats a new number, where String leaves its cache', () => {
    expect(youngSurvivorsWhileFormatting('String')).toBeGreaterThan(256 * 1024);
    expect(youngSurvivorsWhileFormatting('uncachedDecimal')).toBeLessThan(32 * 1024);
  });
});

/** The median bytes each young-generation collection copied while 3 million new numbers were formatted. */
function youngSurvivorsWhileFormatting(formatter: 'uncachedDecimal' | 'String'): number {
  // The compiled module, as the running bff loads it (`npm test` builds dist first).
  const compiled = fileURLToPath(new URL('../../dist/shared/decimal.js', import.meta.url));
  const script = `
    const { uncachedDecimal } = await import(${JSON.stringify(compiled)});
    let length = 0;
    for (let n = 0; n < 3_000_000; n++) length += ${formatter}(999_000_000 - n).length;
    if (length === 0) throw new Error('nothing formatted');
  `;
  const run = spawnSync(
    process.execPath,
    ['--max-semi-space-size=1', '--trace-gc-nvp', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`formatting run failed: ${run.stderr}`);
  const copied = [...run.stdout.matchAll(/gc=s .*?new_space_survived=(\d+)/g)]
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
  if (copied.length < 5) throw new Error(`too few young-generation collections to judge: ${copied.length}`);
  return copied[Math.floor(copied.length / 2)]!;
}
