// PostgreSQL array literals for bulk statements that bind one array per column
// (`unnest($1::text[], $2::int[], ...)`): a literal built here is one string the driver sends as
// it is, where binding a JavaScript array has the driver escape and copy every element.

const needsEscape = /["\\]/;

/** One element: a number as it is, a string quoted (`"` and `\` escaped). */
function element(value: string | number): string {
  if (typeof value === 'number') return String(value);
  return needsEscape.test(value) ? `"${value.replace(/["\\]/g, '\\$&')}"` : `"${value}"`;
}

/** `{"a","b"}` for strings (quoted, `"` and `\` escaped), `{1,2}` for numbers. */
export function arrayLiteral(values: readonly (string | number)[]): string {
  const literal = new ArrayLiteralBuilder();
  for (let i = 0; i < values.length; i++) literal.add(values[i]!);
  return literal.build();
}

/** An array literal built an element at a time, for values that arrive one by one. */
export class ArrayLiteralBuilder {
  private literal = '{';
  private count = 0;

  add(value: string | number): void {
    this.literal += this.count++ === 0 ? element(value) : `,${element(value)}`;
  }

  build(): string {
    return `${this.literal}}`;
  }
}
