import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CodeSnippets } from './CodeSnippets';
import { SAMPLE_SECRET } from '../testing/fixtures';

const meta = {
  component: CodeSnippets,
  args: { url: 'http://localhost:8000/api/transfermarkt/players/search/Caruso', apiKey: SAMPLE_SECRET },
} satisfies Meta<typeof CodeSnippets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithKey: Story = {};

export const WithoutKey: Story = { args: { apiKey: '' } };
