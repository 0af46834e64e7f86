import { DataTable, DataTableSkeleton, NumberTd, Td, type DataColumn } from '@touchline/ui-kit/tables';
import { Fragment } from 'react';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { TopEndpointRowFragment } from '../graphql/graphql';
import { formatCount, formatLatency, formatPercent } from './format';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
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

  /* A path has no spaces: a narrow column breaks its line only at a <wbr>, after the provider's
     base path or before a slash of the endpoint, never inside a segment. */
  overflow-wrap: normal;

  span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** "/football/{country}/standings" with a break opportunity before each slash but the first. */
function EndpointPath({ endpoint }: { endpoint: string }) {
  const segments = endpoint.split('/').slice(1);
  return (
    <span>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}/{segment}
        </Fragment>
      ))}
    </span>
  );
}

const COLUMNS: readonly DataColumn[] = [
  { head: 'Endpoint', placeholder: { width: '10rem' } },
  { head: 'Calls', isNumber: true, placeholder: { width: '3rem', align: 'end' } },
  { head: 'Error rate', isNumber: true, placeholder: { width: '3rem', align: 'end' } },
  { head: 'p95', isNumber: true, placeholder: { width: '3.5rem', align: 'end' } },
];

/** Endpoints (ids replaced by placeholders) by calls, as the proxy counted them. */
export function TopEndpointsTable({ endpoints }: { endpoints: readonly EndpointRow[] }) {
  return (
    <DataTable
      label="Top endpoints"
      columns={COLUMNS}
      rows={endpoints}
      rowKey={(row) => `${row.provider} ${row.endpoint}`}
    >
      {(row) => (
        <>
          <Td>
            <Path>
              <span>/api/{row.provider}</span>
              <wbr />
              <EndpointPath endpoint={row.endpoint} />
            </Path>
          </Td>
          <NumberTd>{formatCount(row.calls)}</NumberTd>
          <NumberTd title={`${formatCount(row.errors)} of ${formatCount(row.calls)} calls failed`}>
            {formatPercent(row.errorRate)}
          </NumberTd>
          <NumberTd>
            {row.p95LatencyMs === null || row.p95LatencyMs === undefined ? '—' : formatLatency(row.p95LatencyMs)}
          </NumberTd>
        </>
      )}
    </DataTable>
  );
}

export function TopEndpointsTableSkeleton({ rows = 4 }: { rows?: number }) {
  return <DataTableSkeleton columns={COLUMNS} rows={rows} />;
}
