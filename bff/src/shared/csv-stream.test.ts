import { expect, it } from '@jest/globals';
import { text } from 'node:stream/consumers';
import { csvStream, type CsvColumn } from './csv-stream.js';

interface Row {
  name: string;
  count: number;
}
const columns: CsvColumn<Row>[] = [
  { header: 'name', value: (row) => row.name },
  { header: 'count', value: (row) => row.count },
];

async function* batches(...each: Row[][]) {
  for (const batch of each) yield batch;
}

it('writes a header row, then every row of every batch, quoting what needs it', async () => {
  const csv = await text(
    csvStream(columns, batches([{ name: 'plain', count: 1 }], [{ name: 'a, "quoted"\nline', count: 2 }])),
  );
  expect(csv).toBe('name,count\nplain,1\n"a, ""quoted""\nline",2\n');
});

it('writes a cell that a spreadsheet would run as a formula as text', async () => {
  const csv = await text(csvStream(columns, batches([{ name: '=HYPERLINK("http://x")', count: 3 }])));
  expect(csv).toBe('name,count\n"\'=HYPERLINK(""http://x"")",3\n');
});

it('writes only the header row for no rows', async () => {
  expect(await text(csvStream(columns, batches()))).toBe('name,count\n');
});

it('ends the stream with the error of a read that fails midway, not as a short but clean file', async () => {
  async function* failing() {
    yield [{ name: 'first', count: 1 }];
    throw new Error('the database went away');
  }
  await expect(text(csvStream(columns, failing()))).rejects.toThrow('the database went away');
});
