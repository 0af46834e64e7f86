import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withMockedApollo } from '../testing/mockedApollo';
import { QuotaAlertsSection } from './QuotaAlertsSection';

const meta = {
  component: QuotaAlertsSection,
  decorators: [withMockedApollo()],
} satisfies Meta<typeof QuotaAlertsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
