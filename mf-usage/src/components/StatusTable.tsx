import { NumberTd, NumberTh, TableSkeleton, TBody, Table, Td, Th, THead, Tr } from '@touchline/ui-kit/tables';
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
    callsWithoutCode
    statusCodes {
      statusCode
      reason
      calls
      share
    }
  }
`);

/** The words of each class the API answers. */
const CLASS_LABELS: Record<string, string> = {
  success: 'Successful',
  client_error: 'Client errors',
  rate_limited: 'Rate limited',
  server_error: 'Server errors',
};

const ClassName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A code's row sits under its class, indented, the code in monospace before its reason phrase. */
const CodeCell = styled(Td)`
  padding-left: ${({ theme }) => theme.space[6]};
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-right: ${({ theme }) => theme.space[1]};
`;

const share = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatPercent(value);

function Head() {
  return (
    <THead>
      <Tr>
        <Th scope="col">Status</Th>
        <NumberTh scope="col">Calls</NumberTh>
        <NumberTh scope="col">Share</NumberTh>
      </Tr>
    </THead>
  );
}

/** One class: its row with the codes it covers, then a row per exact code it had, lowest first. */
function ClassRows({ row, windowCalls }: { row: StatusClassRowFragment; windowCalls: number }) {
  return (
    <>
      <Tr>
        <Td>
          <ClassName>{CLASS_LABELS[row.statusClass] ?? row.statusClass}</ClassName> <Muted>{row.codes}</Muted>
        </Td>
        <NumberTd>{formatCount(row.calls)}</NumberTd>
        <NumberTd>{share(row.share)}</NumberTd>
      </Tr>
      {row.statusCodes.map((code) => (
        <Tr key={code.statusCode}>
          <CodeCell>
            <Code>{code.statusCode}</Code> {code.reason}
          </CodeCell>
          <NumberTd>{formatCount(code.calls)}</NumberTd>
          <NumberTd>{share(code.share)}</NumberTd>
        </Tr>
      ))}
      {row.callsWithoutCode > 0 && (
        <Tr>
          <CodeCell>
            <Muted title="Calls metered before exact status codes were counted">Code not recorded</Muted>
          </CodeCell>
          <NumberTd>{formatCount(row.callsWithoutCode)}</NumberTd>
          <NumberTd>{windowCalls === 0 ? '—' : formatPercent(row.callsWithoutCode / windowCalls)}</NumberTd>
        </Tr>
      )}
    </>
  );
}

/** The window's calls by status class, every class shown, zeros too, each with its exact codes. */
export function StatusTable({ rows }: { rows: readonly StatusClassRowFragment[] }) {
  const windowCalls = rows.reduce((sum, row) => sum + row.calls, 0);
  return (
    <Table isFramed={false} aria-label="Calls by status">
      <Head />
      <TBody>
        {rows.map((row) => (
          <ClassRows key={row.statusClass} row={row} windowCalls={windowCalls} />
        ))}
      </TBody>
    </Table>
  );
}

export function StatusTableSkeleton() {
  return (
    <TableSkeleton
      head={<Head />}
      rows={6}
      cells={[{ width: '12rem' }, { width: '3rem', align: 'end' }, { width: '3rem', align: 'end' }]}
    />
  );
}
