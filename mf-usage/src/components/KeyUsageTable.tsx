import { Badge, formatExactTime, formatRelativeTime, Skeleton, Stack, Text } from '@touchline/ui-kit';
import { DataTable, DataTableSkeleton, NumberTd, Td, type DataColumn } from '@touchline/ui-kit/tables';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { KeyUsageRowFragment } from '../graphql/graphql';
import { formatCount } from './format';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const KeyUsageRow = graphql(`
  fragment KeyUsageRow on KeyUsage {
    id
    name
    prefix
    isRevoked
    isExpired
    calls
    errors
    lastUsedAt
  }
`);

export type KeyRow = KeyUsageRowFragment;

/**
 * Why a key no longer works, if it does not: revoked wins over expired, as on the API Keys
 * screen, since revoking is what its owner did to it.
 */
export function keyStoppedBy(key: Pick<KeyRow, 'isRevoked' | 'isExpired'>): 'revoked' | 'expired' | null {
  if (key.isRevoked) return 'revoked';
  return key.isExpired ? 'expired' : null;
}

const STOPPED_BADGES = {
  revoked: { tone: 'neutral', text: 'Revoked' },
  expired: { tone: 'warning', text: 'Expired' },
} as const;

function StoppedBadge({ apiKey }: { apiKey: KeyRow }) {
  const stoppedBy = keyStoppedBy(apiKey);
  if (!stoppedBy) return null;
  const { tone, text } = STOPPED_BADGES[stoppedBy];
  return (
    <Badge tone={tone} withDot>
      {text}
    </Badge>
  );
}

const Name = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 7rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: break-word;
`;

const Prefix = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.space[0.5]};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const COLUMNS: readonly DataColumn[] = [
  {
    head: 'Key',
    placeholder: (
      <Stack gap={1}>
        <Skeleton width="8rem" />
        <Skeleton width="6rem" height="0.75rem" />
      </Stack>
    ),
  },
  { head: 'Calls', isNumber: true, placeholder: { width: '3rem', align: 'end' } },
  { head: 'Errors', isNumber: true, placeholder: { width: '2rem', align: 'end' } },
  { head: 'Last used', placeholder: { width: '5rem' } },
];

export interface KeyUsageTableProps {
  keys: readonly KeyRow[];
  now: number;
}

/** Calls and errors per key in the window; revoked and expired keys stay listed with a badge. */
export function KeyUsageTable({ keys, now }: KeyUsageTableProps) {
  return (
    <DataTable label="Usage per key" columns={COLUMNS} rows={keys} rowKey={(key) => key.id}>
      {(key) => (
        <>
          <Td>
            <Name>
              {key.name}
              <StoppedBadge apiKey={key} />
            </Name>
            <Prefix title="The first characters of the key">{key.prefix}…</Prefix>
          </Td>
          <NumberTd>{formatCount(key.calls)}</NumberTd>
          <NumberTd>{formatCount(key.errors)}</NumberTd>
          <Td>
            {key.lastUsedAt ? (
              <Nowrap as="time" dateTime={key.lastUsedAt} title={formatExactTime(key.lastUsedAt)}>
                {formatRelativeTime(key.lastUsedAt, now)}
              </Nowrap>
            ) : (
              <Text as="span" tone="muted">
                Never
              </Text>
            )}
          </Td>
        </>
      )}
    </DataTable>
  );
}

export function KeyUsageTableSkeleton({ rows = 3 }: { rows?: number }) {
  return <DataTableSkeleton columns={COLUMNS} rows={rows} />;
}
