import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card, CardBody, CardHeader, CardTitle } from './Card';
import { Stack } from './Stack';
import { StatFigure } from './StatFigure';
import { Text } from './Text';

const meta = {
  component: StatFigure,
  args: { value: '1,204', label: 'calls today' },
} satisfies Meta<typeof StatFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InADashboardCard: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <Card>
        <CardHeader>
          <CardTitle>API keys</CardTitle>
        </CardHeader>
        <CardBody>
          <Stack gap={1}>
            <StatFigure value={3} label="active keys" />
            <Text tone="muted" size="sm">
              1 revoked key kept for the record.
            </Text>
          </Stack>
        </CardBody>
      </Card>
    </div>
  ),
};
