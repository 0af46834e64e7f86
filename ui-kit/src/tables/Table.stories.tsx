import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge, Card, CardHeader, CardTitle, IconButton, CopyIcon, Text } from '@touchline/ui-kit';
import { Table, TBody, Td, Th, THead, Tr } from './Table';

const meta = {
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const keys = [
  { name: 'Production', prefix: 'tl_live_8fK2', created: '12 Oct 2026', lastUsed: '2 minutes ago', isRevoked: false },
  { name: 'Staging', prefix: 'tl_live_Q7xa', created: '3 Sep 2026', lastUsed: 'Yesterday', isRevoked: false },
  { name: 'Old laptop', prefix: 'tl_live_m1Zp', created: '18 Jun 2026', lastUsed: 'Never', isRevoked: true },
];

function KeysTable({ isFramed = true }: { isFramed?: boolean }) {
  return (
    <Table isFramed={isFramed} aria-label="API keys">
      <THead>
        <Tr>
          <Th scope="col">Name</Th>
          <Th scope="col">Key</Th>
          <Th scope="col">Created</Th>
          <Th scope="col">Last used</Th>
          <Th scope="col">Status</Th>
          <Th scope="col">
            <span style={{ position: 'absolute', clip: 'rect(0 0 0 0)' }}>Actions</span>
          </Th>
        </Tr>
      </THead>
      <TBody>
        {keys.map((key) => (
          <Tr key={key.prefix}>
            <Td>
              <Text weight="medium">{key.name}</Text>
            </Td>
            <Td>
              <Text as="code" isMono size="sm" tone="muted">
                {key.prefix}…
              </Text>
            </Td>
            <Td>{key.created}</Td>
            <Td>{key.lastUsed}</Td>
            <Td>
              {key.isRevoked ? (
                <Badge tone="neutral">Revoked</Badge>
              ) : (
                <Badge tone="success" withDot>
                  Active
                </Badge>
              )}
            </Td>
            <Td style={{ textAlign: 'right' }}>
              <IconButton label={`Copy prefix of ${key.name}`} size="sm">
                <CopyIcon size={14} />
              </IconButton>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export const ApiKeys: Story = { render: () => <KeysTable /> };

export const InsideACard: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>API keys</CardTitle>
      </CardHeader>
      <KeysTable isFramed={false} />
    </Card>
  ),
};

/**
 * Too wide for its frame: the frame scrolls sideways, a shadow marks the side that has more, and
 * the scrolling region (named after the table) takes focus so the arrow keys can scroll it.
 */
export const Overflowing: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <KeysTable />
    </div>
  ),
};
