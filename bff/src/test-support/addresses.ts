// E-mail addresses of a chosen length, for the limits tests (an address may have 255 characters).

/**
 * A valid, lower-case address of exactly `length` characters (66 to 255): a 64-character local
 * part starting with `tag`, then domain labels of at most 63 characters, ending in `.test`.
 */
export function addressOfLength(length: number, tag: string): string {
  const labels: string[] = [];
  // Characters left for the labels and the dots between them, before `.test`.
  let left = length - 64 - '@'.length - '.test'.length;
  while (left > 0) {
    // A label, and its dot when another follows (which then has at least one character).
    const size = left <= 63 ? left : Math.min(63, left - 2);
    labels.push('d'.repeat(size));
    left -= size === left ? size : size + 1;
  }
  const address = `${`${tag}-`.padEnd(64, 'x')}@${labels.join('.')}.test`;
  if (address.length !== length) throw new Error(`built an address of ${address.length} characters, not ${length}`);
  return address;
}
