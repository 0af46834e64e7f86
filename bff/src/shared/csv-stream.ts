// CSV answers streamed as they are read: rows arrive in batches (a keyset page at a time, say)
// and are written by csv-stringify (RFC 4180 quoting, a header row) with backpressure, so an
// export's memory is one batch and the stream's buffers whatever its length.
import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/** The rows of `batches` as CSV text, a header row first; a failed read ends the stream with its error. */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable {
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => column.value(row));
    }
  }
  // escape_formulas: a cell starting with =, +, -, @, tab or CR is prefixed with ', so a key name
  // such as =HYPERLINK(...) is text, not a formula, when the file is opened in a spreadsheet.
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), escape_formulas: true });
  // Errors either way destroy both streams, so a failed read aborts the answer instead of ending it short but clean.
  return pipeline(Readable.from(records()), csv, () => undefined);
}

/** `Content-Disposition` of a download named `name`.csv (a name of letters, digits, dots and dashes). */
export const csvAttachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}.csv"`;
