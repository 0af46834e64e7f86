import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AppearanceTab } from './AppearanceTab';

const meta = {
  component: AppearanceTab,
  parameters: { docs: { description: { component: 'Drives the same colour mode as the toolbar’s Theme switch.' } } },
} satisfies Meta<typeof AppearanceTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
