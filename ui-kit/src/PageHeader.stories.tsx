import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './Badge';
import { Button } from './Button';
import { PlusIcon } from './icons';
import { PageHeader } from './PageHeader';

const meta = {
  component: PageHeader,
  args: { title: 'API Keys', description: 'Keys let your applications call the Touchline data endpoints.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <Button>
        <PlusIcon size={16} />
        Create API key
      </Button>
    ),
  },
};

export const WithBadge: Story = {
  args: {
    title: 'Billing',
    description: 'Your plan, today’s quota and your invoices.',
    titleAddon: <Badge tone="warning">Test mode</Badge>,
  },
};
