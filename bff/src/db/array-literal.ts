// PostgreSQL array literals for bulk statements that bind one array per column
// (`unnest($1::text[], $2::int[], ...)`): a literal built here is one string the driver sends as
// it is, where binding a JavaScript array has the driver escape and copy every element.

const needsEscape = /["\\]/;

/** `{"a","b"}` for strings (quoted, `"` and `\` escaped), `{1,2}` for numbers. */
export function arrayLiteral(values: readonly (string | number)[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (i > 0) literal += ',';
    if (typeof value === 'number') literal += String(value);
    else literal += needsEscape.test(value) ? `"${value.replace(/["\\]/g, '\\$&')}"` : `"${value}"`;
  }
  return `${literal}}`;
}
