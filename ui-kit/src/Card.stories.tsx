import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';
import { Stack } from './Stack';
import { Text } from './Text';

const meta = {
  component: Card,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderAndFooter: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Current plan</CardTitle>
          <CardDescription>Billed monthly, renews on 1 December.</CardDescription>
        </div>
        <Badge tone="success" withDot>
          Active
        </Badge>
      </CardHeader>
      <CardBody>
        <Stack gap={1}>
          <Text size="lg" weight="semibold">
            Pro
          </Text>
          <Text tone="muted">100,000 requests per day, 20 requests per second.</Text>
        </Stack>
      </CardBody>
      <CardFooter>
        <Button variant="secondary">Open billing portal</Button>
        <Button>Upgrade</Button>
      </CardFooter>
    </Card>
  ),
};

export const Stat: Story = {
  render: () => (
    <Card>
      <CardBody>
        <Stack gap={1}>
          <Text size="sm" tone="muted">
            Requests (24h)
          </Text>
          <Text style={{ fontSize: '1.75rem', fontWeight: 600, letterSpacing: '-0.02em' }}>12,480</Text>
          <Text size="sm" tone="success">
            +8.2% vs previous day
          </Text>
        </Stack>
      </CardBody>
    </Card>
  ),
};
