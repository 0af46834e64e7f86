import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './Button';
import { CardBody } from './Card';
import { Text } from './Text';
import { TitledCard } from './TitledCard';

const meta = {
  component: TitledCard,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof TitledCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'Calls',
    description: 'Filter the log, or search the X-Request-Id an answer carried.',
    actions: (
      <Button variant="secondary" size="sm">
        Download CSV
      </Button>
    ),
    isNamedByTitle: true,
    children: (
      <CardBody>
        <Text tone="muted">No calls yet.</Text>
      </CardBody>
    ),
  },
};

export const TitleOnly: Story = {
  args: {
    title: 'Your keys',
    children: (
      <CardBody>
        <Text tone="muted">Loading your keys…</Text>
      </CardBody>
    ),
  },
};
