// PostgreSQL's text types cannot hold the NUL character (U+0000): a string carrying one fails the
// whole statement. Input is checked for it at the two doors (REST validation and a GraphQL
// middleware), so such a request is refused as invalid instead of failing as a server error.

export const NUL_CHARACTER_MESSAGE = 'String should not contain the NUL character (\\u0000)';

/** Where in a parsed input (object, array or string) the first string holding a NUL is, or null. */
export function pathToNulCharacter(value: unknown, depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  // Parsed JSON is finite, but a deep structure should not cost a deep recursion.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && key.includes('\u0000')) return [key];
    const inner = pathToNulCharacter(item, depth + 1);
    if (inner) return [key, ...inner];
  }
  return null;
}
