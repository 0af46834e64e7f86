import {
  Badge,
  Button,
  formatExactTime,
  formatRelativeTime,
  TableSkeleton,
  TBody,
  Table,
  Td,
  Text,
  Th,
  THead,
  Tr,
  useNow,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { ApiKeyTableRowFragment } from '../graphql/graphql';
import { keyStatus } from './keyStatus';
import { formatDate } from './time';

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
  }
`);

export type ApiKeyRow = ApiKeyTableRowFragment;

const Row = styled(Tr)<{ $isRevoked: boolean }>`
  ${({ $isRevoked, theme }) =>
    $isRevoked &&
    `
    td { color: ${theme.colors.textMuted}; }
    td > * { opacity: 0.7; }
  `}
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
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

const ActionCell = styled(Td)`
  width: 1%;
  text-align: right;
  white-space: nowrap;
`;

function Moment({ iso, now, format }: { iso: string; now: number; format: 'relative' | 'date' }) {
  return (
    <Nowrap as="time" dateTime={iso} title={formatExactTime(iso)}>
      {format === 'relative' ? formatRelativeTime(iso, now) : formatDate(iso)}
    </Nowrap>
  );
}

function Status({ apiKey, now }: { apiKey: ApiKeyRow; now: number }) {
  switch (keyStatus(apiKey, now)) {
    case 'revoked':
      return (
        <Badge tone="neutral" withDot title={apiKey.revokedAt ? `Revoked ${formatExactTime(apiKey.revokedAt)}` : undefined}>
          Revoked
        </Badge>
      );
    case 'expired':
      return (
        <Badge tone="warning" withDot title={apiKey.expiresAt ? `Expired ${formatExactTime(apiKey.expiresAt)}` : undefined}>
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

export interface ApiKeyTableProps {
  apiKeys: readonly ApiKeyRow[];
  onRevoke: (apiKey: ApiKeyRow) => void;
}

function Head() {
  return (
    <THead>
      <Tr>
        <Th scope="col">Name</Th>
        <Th scope="col">Key</Th>
        <Th scope="col">Created</Th>
        <Th scope="col">Last used</Th>
        <Th scope="col">Expires</Th>
        <Th scope="col">Status</Th>
        <Th scope="col">
          <VisuallyHidden>Actions</VisuallyHidden>
        </Th>
      </Tr>
    </THead>
  );
}

/**
 * The caller's keys, newest first; revoked keys stay listed, dimmed and without actions. An
 * expired key keeps its Revoke button: revoking it is harmless and tidies the list.
 */
export function ApiKeyTable({ apiKeys, onRevoke }: ApiKeyTableProps) {
  const now = useNow();
  return (
    <Table isFramed={false} aria-label="API keys">
      <Head />
      <TBody>
        {apiKeys.map((apiKey) => (
          <Row key={apiKey.id} $isRevoked={apiKey.isRevoked} data-revoked={apiKey.isRevoked || undefined}>
            <Td>
              <Name>{apiKey.name}</Name>
            </Td>
            <Td>
              <Prefix title="The first characters of the key">{apiKey.prefix}…</Prefix>
            </Td>
            <Td>
              <Moment iso={apiKey.createdAt} now={now} format="date" />
            </Td>
            <Td>{apiKey.lastUsedAt ? <Moment iso={apiKey.lastUsedAt} now={now} format="relative" /> : <Text as="span" tone="muted">Never</Text>}</Td>
            <Td>{apiKey.expiresAt ? <Moment iso={apiKey.expiresAt} now={now} format="date" /> : <Text as="span" tone="muted">Never</Text>}</Td>
            <Td>
              <Status apiKey={apiKey} now={now} />
            </Td>
            <ActionCell>
              {!apiKey.isRevoked && (
                <Button variant="ghost" size="sm" aria-label={`Revoke ${apiKey.name}`} onClick={() => onRevoke(apiKey)}>
                  Revoke
                </Button>
              )}
            </ActionCell>
          </Row>
        ))}
      </TBody>
    </Table>
  );
}

/** The table's shape while the keys load, so nothing jumps when they arrive. */
export function ApiKeyTableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <TableSkeleton
      head={<Head />}
      rows={rows}
      cells={[
        { width: '9rem' },
        { width: '7.5rem', height: '1.4rem' },
        { width: '5.5rem' },
        { width: '5rem' },
        { width: '5.5rem' },
        { width: '4rem', height: '1.375rem' },
        { width: '4rem', height: '2rem' },
      ]}
    />
  );
}
