import {
  Badge,
  Button,
  formatExactTime,
  formatRelativeTime,
  Stack,
  Text,
  useNow,
  VisuallyHidden,
  visuallyHidden,
  formatDate,
} from '@touchline/ui-kit';
import { TableSkeleton, TBody, Table, Td, Th, THead, Tr } from '@touchline/ui-kit/tables';
import { usageHref } from '@touchline/shell-contract';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { ApiKeyTableRowFragment } from '../graphql/graphql';
import { keyStatus, type KeyStatus } from '../keys/keyStatus';

export const ApiKeyTableRow = graphql(`
  fragment ApiKeyTableRow on ApiKey {
    id
    name
    prefix
    createdAt
    lastUsedAt
    revokedAt
    isRevoked
    expiresAt
    isExpired
    previousSecretExpiresAt
  }
`);

export type ApiKeyRow = ApiKeyTableRowFragment;

/** Below this width of the table's card, each key is a card of its own instead of a table row. */
const STACKED_BELOW = '40rem';

// Cells a little tighter than the kit's default, so that the whole table (Revoke included) fits a
// 1100 px screen beside the sidebar.
const Frame = styled.div`
  container: api-keys / inline-size;

  th,
  td {
    padding-inline: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * A revoked or expired key no longer works: its row is muted. Muted text keeps AA contrast
 * (textMuted is 4.5:1 or more on every surface); fading it further would not.
 */
const Row = styled(Tr)<{ $isDimmed: boolean }>`
  ${({ $isDimmed, theme }) =>
    $isDimmed &&
    `
    td { color: ${theme.colors.textMuted}; }
  `}

  @container api-keys (max-width: ${STACKED_BELOW}) {
    /* Name (with its status) on the first line, the other facts under it, labelled, then the actions:
       beside the name, a working key's four buttons left a phone one or two letters a line for it. */
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    align-items: center;
    padding: ${({ theme }) => `${theme.space[3]} 0`};
  }
`;

/** Cells that become labelled lines ("Created  3 Jan 2025") when the rows are stacked. */
const DetailCell = styled(Td)`
  @container api-keys (max-width: ${STACKED_BELOW}) {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[1]};

    &::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;

const NameCell = styled(Td)`
  @container api-keys (max-width: ${STACKED_BELOW}) {
    grid-row: 1;
    grid-column: 1;
    padding-block: ${({ theme }) => theme.space[1]};
  }
`;

const ActionCell = styled(Td)`
  width: 1%;
  text-align: right;
  white-space: nowrap;

  @container api-keys (max-width: ${STACKED_BELOW}) {
    grid-column: 1;
    width: auto;
    white-space: normal;
    padding-block: ${({ theme }) => theme.space[1]};
  }
`;

/** Stacked rows need no column headers: each line says what it is. Screen readers keep them. */
const Head = styled(THead)`
  @container api-keys (max-width: ${STACKED_BELOW}) {
    ${visuallyHidden}
  }
`;

const StackableTable = styled(Table)`
  @container api-keys (max-width: ${STACKED_BELOW}) {
    &,
    tbody {
      display: block;
    }
  }
`;

// Wraps only between words; a single word too long for its column (no spaces in a 100-character
// name) is the one thing broken inside, rather than widening the table.
const Name = styled.span`
  display: block;
  max-width: 12rem;
  min-width: 7rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: break-word;

  @container api-keys (max-width: ${STACKED_BELOW}) {
    max-width: 100%;
    min-width: 0;
  }
`;

const Prefix = styled.code`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1.5]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

function Moment({ iso, now, format }: { iso: string; now: number; format: 'relative' | 'date' }) {
  return (
    <Nowrap as="time" dateTime={iso} title={formatExactTime(iso)}>
      {format === 'relative' ? formatRelativeTime(iso, now) : formatDate(iso)}
    </Nowrap>
  );
}

function Status({ apiKey, status }: { apiKey: ApiKeyRow; status: KeyStatus }) {
  switch (status) {
    case 'revoked':
      return (
        <Badge
          tone="neutral"
          withDot
          title={apiKey.revokedAt ? `Revoked ${formatExactTime(apiKey.revokedAt)}` : undefined}
        >
          Revoked
        </Badge>
      );
    case 'expired':
      return (
        <Badge
          tone="warning"
          withDot
          title={apiKey.expiresAt ? `Expired ${formatExactTime(apiKey.expiresAt)}` : undefined}
        >
          Expired
        </Badge>
      );
    case 'active':
      return (
        <Badge tone="success" withDot>
          Active
        </Badge>
      );
  }
}

/** After a rotation with a grace period, until it ends: the old secret still works, and until when. */
function OldSecretNote({ apiKey, status, now }: { apiKey: ApiKeyRow; status: KeyStatus; now: number }) {
  const until = apiKey.previousSecretExpiresAt;
  if (status !== 'active' || !until || Date.parse(until) <= now) return null;
  return (
    <Text as="span" size="sm" tone="muted">
      Old secret works until{' '}
      {/* Free to wrap: the whole moment on one line widened the column past a 1280 px screen. */}
      <time dateTime={until} title={formatExactTime(until)}>
        {formatExactTime(until)}
      </time>
    </Text>
  );
}

// The status sits under the name rather than in a column of its own: the two are what a person
// looks for together, and the table then fits a 1100 px screen without scrolling.
const COLUMNS = ['Name', 'Key', 'Created', 'Last used', 'Expires'] as const;

function HeadRow() {
  return (
    <Tr>
      {COLUMNS.map((column) => (
        <Th key={column} scope="col">
          {column}
        </Th>
      ))}
      <Th scope="col">
        <VisuallyHidden>Actions</VisuallyHidden>
      </Th>
    </Tr>
  );
}

function Expiry({ apiKey, status, now }: { apiKey: ApiKeyRow; status: KeyStatus; now: number }) {
  if (!apiKey.expiresAt)
    return (
      <Text as="span" tone="muted">
        Never
      </Text>
    );
  const date = <Moment iso={apiKey.expiresAt} now={now} format="date" />;
  return status === 'expired' ? <span>Expired on {date}</span> : date;
}

export interface ApiKeyTableProps {
  apiKeys: readonly ApiKeyRow[];
  onRevoke: (apiKey: ApiKeyRow) => void;
  /** Without it, no Rotate buttons. */
  onRotate?: (apiKey: ApiKeyRow) => void;
  /** Without it, no Rename buttons. */
  onRename?: (apiKey: ApiKeyRow) => void;
  /** The table element, for focus to land on when a row's Revoke button goes away. */
  ref?: Ref<HTMLTableElement>;
}

/**
 * The caller's keys, newest first, each name with its status; revoked and expired keys stay
 * listed, muted, and revoked ones without actions. Only a working key can be rotated.
 * An expired key keeps its Revoke button: revoking it is harmless and tidies the list. In a narrow card every key becomes a small card of
 * its own (name, status and Revoke together, then the other facts), so nothing needs scrolling
 * sideways.
 *
 * The roles restate the table's own: a table laid out as blocks and grids loses its table
 * semantics in some browsers.
 */
export function ApiKeyTable({ apiKeys, onRevoke, onRotate, onRename, ref }: ApiKeyTableProps) {
  const now = useNow();
  return (
    <Frame>
      <StackableTable ref={ref} tabIndex={-1} isFramed={false} aria-label="API keys" role="table">
        <Head role="rowgroup">
          <HeadRow />
        </Head>
        <TBody role="rowgroup">
          {apiKeys.map((apiKey) => {
            const status = keyStatus(apiKey, now);
            return (
              <Row
                key={apiKey.id}
                role="row"
                $isDimmed={status !== 'active'}
                data-revoked={apiKey.isRevoked || undefined}
              >
                <NameCell role="cell">
                  <Stack gap={1} align="start">
                    <Name>{apiKey.name}</Name>
                    <Status apiKey={apiKey} status={status} />
                    <OldSecretNote apiKey={apiKey} status={status} now={now} />
                  </Stack>
                </NameCell>
                <DetailCell role="cell" data-label="Key">
                  <Prefix title="The first characters of the key">{apiKey.prefix}…</Prefix>
                </DetailCell>
                <DetailCell role="cell" data-label="Created">
                  <Moment iso={apiKey.createdAt} now={now} format="date" />
                </DetailCell>
                <DetailCell role="cell" data-label="Last used">
                  {apiKey.lastUsedAt ? (
                    <Moment iso={apiKey.lastUsedAt} now={now} format="relative" />
                  ) : (
                    <Text as="span" tone="muted">
                      Never
                    </Text>
                  )}
                </DetailCell>
                <DetailCell role="cell" data-label="Expires">
                  <Expiry apiKey={apiKey} status={status} now={now} />
                </DetailCell>
                <ActionCell role="cell">
                  {/* Revoked keys too: their calls stay in usage. */}
                  <Button
                    as={Link}
                    to={usageHref({ key: apiKey.id })}
                    variant="ghost"
                    size="sm"
                    aria-label={`Usage of ${apiKey.name}`}
                  >
                    Usage
                  </Button>
                  {onRename && !apiKey.isRevoked && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Rename ${apiKey.name}`}
                      onClick={() => onRename(apiKey)}
                    >
                      Rename
                    </Button>
                  )}
                  {onRotate && status === 'active' && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Rotate ${apiKey.name}`}
                      onClick={() => onRotate(apiKey)}
                    >
                      Rotate
                    </Button>
                  )}
                  {!apiKey.isRevoked && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Revoke ${apiKey.name}`}
                      onClick={() => onRevoke(apiKey)}
                    >
                      Revoke
                    </Button>
                  )}
                </ActionCell>
              </Row>
            );
          })}
        </TBody>
      </StackableTable>
    </Frame>
  );
}

/** The table's shape while the keys load, so nothing jumps when they arrive. */
export function ApiKeyTableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <TableSkeleton
      head={
        <THead>
          <HeadRow />
        </THead>
      }
      rows={rows}
      cells={[
        { width: '9rem', height: '2.5rem' },
        { width: '7.5rem', height: '1.4rem' },
        { width: '5.5rem' },
        { width: '5rem' },
        { width: '5.5rem' },
        { width: '12rem', height: '2rem' },
      ]}
    />
  );
}
