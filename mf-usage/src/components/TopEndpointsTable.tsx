import { TableSkeleton, TBody, Table, Td, Th, THead, Tr } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { TopEndpointRowFragment } from '../graphql/graphql';
import { formatCount, formatLatency, formatPercent } from './format';

export const TopEndpointRow = graphql(`
  fragment TopEndpointRow on EndpointUsage {
    provider
    endpoint
    calls
    errors
    errorRate
    p95LatencyMs
  }
`);

export type EndpointRow = TopEndpointRowFragment;

const Path = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* A narrow column breaks the line between the provider's base path and the endpoint only. */
  span {
    display: inline-block;
    white-space: nowrap;
  }
  span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NumberTh = styled(Th)`
  text-align: right;
`;

const NumberTd = styled(Td)`
  text-align: right;
  white-space: nowrap;
`;

function Head() {
  return (
    <THead>
      <Tr>
        <Th scope="col">Endpoint</Th>
        <NumberTh scope="col">Calls</NumberTh>
        <NumberTh scope="col">Error rate</NumberTh>
        <NumberTh scope="col">p95</NumberTh>
      </Tr>
    </THead>
  );
}

/** Endpoints (ids replaced by placeholders) by calls, as the proxy counted them. */
export function TopEndpointsTable({ endpoints }: { endpoints: readonly EndpointRow[] }) {
  return (
    <Table isFramed={false} aria-label="Top endpoints">
      <Head />
      <TBody>
        {endpoints.map((row) => (
          <Tr key={`${row.provider} ${row.endpoint}`}>
            <Td>
              <Path>
                <span>/api/{row.provider}</span>
                <span>{row.endpoint}</span>
              </Path>
            </Td>
            <NumberTd>{formatCount(row.calls)}</NumberTd>
            <NumberTd title={`${formatCount(row.errors)} of ${formatCount(row.calls)} calls failed`}>{formatPercent(row.errorRate)}</NumberTd>
            <NumberTd>{row.p95LatencyMs === null || row.p95LatencyMs === undefined ? '—' : formatLatency(row.p95LatencyMs)}</NumberTd>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export function TopEndpointsTableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <TableSkeleton
      head={<Head />}
      rows={rows}
      cells={[{ width: '10rem' }, { width: '3rem', align: 'end' }, { width: '3rem', align: 'end' }, { width: '3.5rem', align: 'end' }]}
    />
  );
}
