import { TableSkeleton, TBody, Table, Td, Th, THead, Tr } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { StatusClassRowFragment } from '../graphql/graphql';
import { formatCount, formatPercent } from './format';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const StatusClassRow = graphql(`
  fragment StatusClassRow on StatusClassUsage {
    statusClass
    codes
    calls
    share
  }
`);

/** The words of each class the API answers; the usage rollups count classes, not single codes. */
const CLASS_LABELS: Record<string, string> = {
  success: 'Successful',
  client_error: 'Client errors',
  rate_limited: 'Rate limited',
  server_error: 'Server errors',
};

const NumberTh = styled(Th)`
  text-align: right;
`;

const NumberTd = styled(Td)`
  text-align: right;
  white-space: nowrap;
`;

const Codes = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Head() {
  return (
    <THead>
      <Tr>
        <Th scope="col">Status</Th>
        <Th scope="col">Codes</Th>
        <NumberTh scope="col">Calls</NumberTh>
        <NumberTh scope="col">Share</NumberTh>
      </Tr>
    </THead>
  );
}

/** The window's calls by status class, every class shown, zeros too. */
export function StatusTable({ rows }: { rows: readonly StatusClassRowFragment[] }) {
  return (
    <Table isFramed={false} aria-label="Calls by status">
      <Head />
      <TBody>
        {rows.map((row) => (
          <Tr key={row.statusClass}>
            <Td>{CLASS_LABELS[row.statusClass] ?? row.statusClass}</Td>
            <Td>
              <Codes>{row.codes}</Codes>
            </Td>
            <NumberTd>{formatCount(row.calls)}</NumberTd>
            <NumberTd>{row.share === null || row.share === undefined ? '—' : formatPercent(row.share)}</NumberTd>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export function StatusTableSkeleton() {
  return (
    <TableSkeleton
      head={<Head />}
      rows={4}
      cells={[{ width: '7rem' }, { width: '6rem' }, { width: '3rem', align: 'end' }, { width: '3rem', align: 'end' }]}
    />
  );
}
