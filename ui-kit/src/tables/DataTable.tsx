import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { NumberTh, Table, TBody, Td, Th, THead, Tr } from './Table';
import { Text, formatDate, VisuallyHidden } from '@touchline/ui-kit';
import { TableSkeleton, type TableSkeletonCell } from './TableSkeleton';

export interface DataColumn {
  /** The column's name, or an element standing as its header cell (a number column's; `ROW_ACTIONS_COLUMN` for row buttons). */
  head: string | ReactElement;
  /** A column of figures: its header right-aligned over them (`NumberTd`). */
  isNumber?: boolean;
  /** The header is for screen readers only (a column of row buttons, "Actions"). */
  isHeadHidden?: boolean;
  /** The column's placeholder while the rows load (a line of text's width by default). */
  placeholder?: TableSkeletonCell;
}

const DEFAULT_PLACEHOLDER: TableSkeletonCell = { width: '5rem' };

function ColumnHeads({ columns }: { columns: readonly DataColumn[] }) {
  return (
    <THead>
      <Tr>
        {columns.map(({ head, isNumber, isHeadHidden }, index) => {
          if (isValidElement(head)) return cloneElement(head, { key: index });
          const Head = isNumber ? NumberTh : Th;
          return (
            <Head key={index} scope="col">
              {isHeadHidden ? <VisuallyHidden>{head}</VisuallyHidden> : head}
            </Head>
          );
        })}
      </Tr>
    </THead>
  );
}

export interface DataTableProps<R> {
  /** The table's name, which also names its scrolling region. */
  label: string;
  /** The same list draws the header and the loading placeholder (`DataTableSkeleton`), so the two keep in step. */
  columns: readonly DataColumn[];
  rows: readonly R[];
  /** A row's key, also its `data-row-id`, by which `rowActionOf` finds its buttons again. */
  rowKey: (row: R) => string;
  /** Given, the table can take focus: where focus goes when the row button it was on goes away. */
  ref?: Ref<HTMLTableElement>;
  /** A row's cells, one per column. */
  children: (row: R) => ReactNode;
}

/** A table inside a card: one header row from its columns, one row per item. */
export function DataTable<R>({ label, columns, rows, rowKey, ref, children }: DataTableProps<R>) {
  return (
    <Table ref={ref} tabIndex={ref ? -1 : undefined} isFramed={false} aria-label={label}>
      <ColumnHeads columns={columns} />
      <TBody>
        {rows.map((row) => {
          const key = rowKey(row);
          return (
            <Tr key={key} data-row-id={key}>
              {children(row)}
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

/** A DataTable's shape while its rows load: the same header, a placeholder per column. */
export function DataTableSkeleton({ columns, rows }: { columns: readonly DataColumn[]; rows?: number }) {
  return (
    <TableSkeleton
      head={<ColumnHeads columns={columns} />}
      cells={columns.map(({ placeholder = DEFAULT_PLACEHOLDER }) => placeholder)}
      rows={rows}
    />
  );
}

const NowrapTd = styled(Td)`
  white-space: nowrap;
`;

/** A row's day (created, joined): muted beside the row's own words, never broken across lines. */
export function DateTd({ iso }: { iso: string }) {
  return (
    <NowrapTd>
      <Text as="span" tone="muted" size="sm">
        {formatDate(iso)}
      </Text>
    </NowrapTd>
  );
}

const Dash = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** A value a row does not have (no name, no description): a dash, quieter than the values around it. */
export function MissingValue() {
  return <Dash>—</Dash>;
}
