import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { IconButton } from './IconButton';
import { CopyIcon } from './icons';
import { Text } from './Text';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScreenReaderOnlyText: Story = {
  render: () => (
    <Text>
      Requests today: 1,204
      <VisuallyHidden> (up 8% on yesterday)</VisuallyHidden>
      <IconButton label="Copy count" size="sm" style={{ marginLeft: 8 }}>
        <CopyIcon size={14} />
      </IconButton>
    </Text>
  ),
};
