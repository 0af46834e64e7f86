import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withMockedApollo } from '../testing/mockedApollo';
import { DangerZoneTab } from './DangerZoneTab';

const meta = {
  component: DangerZoneTab,
  args: { isSuperuser: false, onDeleted: () => undefined },
  decorators: [withMockedApollo()],
} satisfies Meta<typeof DangerZoneTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Superuser: Story = { args: { isSuperuser: true } };
