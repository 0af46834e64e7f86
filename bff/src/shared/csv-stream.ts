// CSV answers, streamed: each record is written to the answer as csv-stringify makes it, so an
// export holds no whole file in memory, only the rows its source yields (a generator over a
// cursor keeps that constant). One place for what every CSV export shares: a header row, times in
// ISO 8601 (UTC), RFC 4180 records, an attachment's headers and cells made safe for spreadsheets.
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { pipeline, Readable } from 'node:stream';

type CsvCell = string | number | boolean | Date | null;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

// A spreadsheet runs a cell that starts with one of these as a formula; names a user chose (an
// API key's) or a path someone called would otherwise run in whoever opens the export (OWASP's
// "CSV injection"). Such text gets a leading apostrophe, which spreadsheets show as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'string') return FORMULA_START.test(cell) ? `'${cell}` : cell;
  return String(cell);
}

async function* records<T>(rows: Iterable<T> | AsyncIterable<T>, columns: readonly CsvColumn<T>[]) {
  for await (const row of rows) yield columns.map((column) => cellText(column.value(row)));
}

/** The rows as CSV text, a header row first, streamed as they come. */
function csvStream<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T> | AsyncIterable<T>): Readable {
  const stringifier = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
  });
  // A failing source destroys the answer (the client sees it cut short), and the error is logged by Fastify.
  return pipeline(Readable.from(records(rows, columns)), stringifier, () => undefined);
}

/** Answers with the rows as a CSV attachment named `filename` (letters, digits, '-', '_' and '.' only). */
export function sendCsv<T>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
): FastifyReply {
  if (!/^[\w.-]+$/.test(filename)) throw new Error(`Not a safe file name for Content-Disposition: ${filename}`);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csvStream(columns, rows));
}

/** 2026-11-27T10:00:00.000Z → 20261127T1000Z: a moment in a file name. */
export const fileTimeOf = (date: Date) =>
  date
    .toISOString()
    .replace(/:\d{2}\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
