import { MockedProvider } from '@apollo/client/testing/react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  adminViewer,
  normalUser,
  sampleUsers,
  storyShell as shell,
  userFixture,
  usersPageMock,
} from '../testing/fixtures';
import { AdminPage } from './AdminPage';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const manyUsers = Array.from({ length: 10 }, (_, index) =>
  userFixture({
    id: `p2-${index}`,
    email: `analyst${index + 11}@example.com`,
    fullName: `Analyst ${index + 11}`,
    isActive: index % 4 !== 0,
    isSuperuser: index === 3,
  }),
);

const meta = {
  component: AdminPage,
  args: { search: { page: 1 }, shell: shell(adminViewer) },
  parameters: { route: '/admin', mocks: [usersPageMock()] },
  decorators: [
    (Story, context) => (
      <MockedProvider mocks={context.parameters.mocks as Mocks}>
        <>{Story()}</>
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Superuser: Story = {};

export const SecondPage: Story = {
  args: { search: { page: 2 } },
  parameters: { route: '/admin?page=2', mocks: [usersPageMock({ page: 2, users: manyUsers, count: 24 })] },
};

export const Loading: Story = {
  parameters: { mocks: [{ ...usersPageMock(), delay: Number.POSITIVE_INFINITY }] },
};

export const PagePastTheEnd: Story = {
  args: { search: { page: 9 } },
  parameters: { route: '/admin?page=9', mocks: [usersPageMock({ page: 9, users: [], count: sampleUsers.length })] },
};

/** A normal user who typed /admin: an explanation, and no request the bff would refuse. */
export const NotASuperuser: Story = { args: { shell: shell(normalUser) }, parameters: { mocks: [] } };

/** The signed-in user could not be read (the shell says so in `viewerStatus`): the reason and Try again, not an endless skeleton. */
export const ViewerCouldNotBeRead: Story = {
  args: {
    shell: {
      ...shell(null),
      viewerStatus: { isLoading: false, error: new Error('Failed to fetch'), retry: () => undefined },
    },
  },
  parameters: { mocks: [] },
};
