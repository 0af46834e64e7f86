import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleProfile, withMockedApollo } from '../testing/mockedApollo';
import { ProfileTab } from './ProfileTab';

const meta = {
  component: ProfileTab,
  args: { profile: sampleProfile },
  decorators: [withMockedApollo()],
} satisfies Meta<typeof ProfileTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAvatarSuperuser: Story = {
  args: {
    profile: {
      ...sampleProfile,
      fullName: 'Touchline Admin',
      email: 'admin@example.com',
      isSuperuser: true,
      avatarUrl:
        'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 40 40%22%3E%3Crect width=%2240%22 height=%2240%22 fill=%22%232563eb%22/%3E%3C/svg%3E',
    },
  },
};

export const NotActivatedWithoutName: Story = {
  args: { profile: { ...sampleProfile, fullName: null, isActive: false } },
};
