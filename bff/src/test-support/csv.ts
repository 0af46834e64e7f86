// Reads the CSV the exports answer into a header and records keyed by it, so tests assert on
// values rather than on text.
import { parse } from 'csv-parse/sync';

/** The rows after the header as objects keyed by the header's names. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = parse(text) as string[][];
  return { header, records: rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']))) };
}
