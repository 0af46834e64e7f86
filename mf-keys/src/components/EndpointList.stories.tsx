import { Card } from '@touchline/ui-kit';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EndpointList } from './EndpointList';

const meta = {
  component: EndpointList,
  args: { selectedId: 'flashscore-standings', onSelect: () => {} },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: '16rem', padding: '0.75rem' }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof EndpointList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every endpoint of both providers, from the one catalog file. */
export const Catalog: Story = {};
