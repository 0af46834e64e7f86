import { Card } from '@touchline/ui-kit';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleEndpoints } from '../testing/fixtures';
import { EndpointList } from './EndpointList';

const meta = {
  component: EndpointList,
  args: { endpoints: sampleEndpoints, selectedId: 'flashscore-standings', onSelect: () => {} },
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

/** Endpoints of both providers, grouped as the bff's catalog lists them. */
export const Catalog: Story = {};
