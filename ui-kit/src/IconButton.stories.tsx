import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { IconButton } from './IconButton';
import { CloseIcon, CopyIcon, MenuIcon, SearchIcon } from './icons';
import { Inline } from './Stack';

const meta = {
  component: IconButton,
  args: { label: 'Copy key', children: <CopyIcon size={16} /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};

export const AllVariants: Story = {
  render: () => (
    <Inline gap={3}>
      <IconButton label="Open menu">
        <MenuIcon size={20} />
      </IconButton>
      <IconButton label="Search" variant="secondary">
        <SearchIcon size={16} />
      </IconButton>
      <IconButton label="Copy" variant="primary">
        <CopyIcon size={16} />
      </IconButton>
      <IconButton label="Close" size="sm">
        <CloseIcon size={14} />
      </IconButton>
    </Inline>
  ),
};
