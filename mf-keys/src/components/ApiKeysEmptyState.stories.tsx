import { inCard } from '@touchline/remote-devkit/testing/story-layout';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ApiKeysEmptyState } from './ApiKeysEmptyState';
import { curlExample } from '../apiUrl';

const meta = {
  component: ApiKeysEmptyState,
  args: { curlCommand: curlExample('http://localhost:8000/api/flashscore/football/live'), onCreate: () => {} },
  decorators: [inCard],
} satisfies Meta<typeof ApiKeysEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoKeysYet: Story = {};
