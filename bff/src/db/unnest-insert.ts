// Bulk inserts that bind one array per column (`insert ... select from unnest($1::uuid[], ...)`):
// one statement and one round trip whatever the number of rows, each column a single array
// literal (array-literal.ts). The column list is written once and gives the statement's three
// lists (target, select, unnest alias) and its parameters, so they cannot drift apart.
import { ArrayLiteralBuilder } from './array-literal.js';

export interface UnnestColumn<Row> {
  name: string;
  /** PostgreSQL element type the array is bound as, e.g. 'uuid' or 'int'. */
  type: string;
  /** Cast applied to each element on the way in (an int[] travels as text: one literal per row). */
  cast?: string;
  value: (row: Row) => string | number;
}

export interface UnnestInsert<Row> {
  /** `insert into <target> (...) select ... from unnest(...)`: add `on conflict ...` as needed. */
  sql: string;
  params: (rows: readonly Row[]) => string[];
  /** The parameters built a row at a time, for rows that arrive one by one. */
  paramsBuilder: () => UnnestParamsBuilder<Row>;
}

interface UnnestParamsBuilder<Row> {
  add(row: Row): void;
  build(): string[];
}

/** `target` may carry an alias for an ON CONFLICT clause, e.g. 'usage_rollups as r'. */
export function unnestInsert<Row>(target: string, columns: readonly UnnestColumn<Row>[]): UnnestInsert<Row> {
  const names = columns.map((column) => column.name).join(', ');
  const selected = columns.map((column) => (column.cast ? `${column.name}::${column.cast}` : column.name)).join(', ');
  const arrays = columns.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ');
  const paramsBuilder = (): UnnestParamsBuilder<Row> => {
    const literals = columns.map(() => new ArrayLiteralBuilder());
    return {
      add(row) {
        for (let i = 0; i < columns.length; i++) literals[i]!.add(columns[i]!.value(row));
      },
      build: () => literals.map((literal) => literal.build()),
    };
  };
  return {
    sql: `insert into ${target} (${names})
  select ${selected}
  from unnest(${arrays}) as t(${names})`,
    params: (rows) => {
      const params = paramsBuilder();
      for (const row of rows) params.add(row);
      return params.build();
    },
    paramsBuilder,
  };
}
