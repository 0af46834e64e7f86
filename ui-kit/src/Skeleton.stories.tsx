import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card, CardBody } from './Card';
import { Skeleton } from './Skeleton';
import { Inline, Stack } from './Stack';

const meta = {
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const LoadingCard: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }} aria-busy="true">
      <Card>
        <CardBody>
          <Stack gap={4}>
            <Inline gap={3}>
              <Skeleton isCircle width={40} />
              <Stack gap={2} style={{ flex: 1 }}>
                <Skeleton width="50%" />
                <Skeleton width="30%" height={12} />
              </Stack>
            </Inline>
            <Skeleton height={72} />
            <Skeleton width="80%" />
          </Stack>
        </CardBody>
      </Card>
    </div>
  ),
};
