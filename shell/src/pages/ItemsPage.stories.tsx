import { MockedProvider } from '@apollo/client/testing/react';
import type { Viewer } from '@touchline/shell-contract';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { itemFixture, itemsPageMock, sampleItems } from '../testing/fixtures';
import { ItemsScreen } from './ItemsPage';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const ada: Viewer = {
  id: '1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  isSuperuser: false,
};
const admin: Viewer = { ...ada, email: 'admin@example.com', fullName: 'Touchline Admin', isSuperuser: true };

const meta = {
  title: 'Pages/Items',
  component: ItemsScreen,
  args: { page: 1, viewer: ada },
  parameters: {
    route: '/items',
    mocks: [itemsPageMock({ items: sampleItems.filter((item) => item.ownerId === ada.id) })],
  },
  decorators: [
    (Story, context) => (
      <MockedProvider mocks={context.parameters.mocks as Mocks}>
        <>{Story()}</>
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof ItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnItems: Story = {};

export const SuperuserSeesEveryone: Story = {
  args: { viewer: admin },
  parameters: { mocks: [itemsPageMock()] },
};

export const SecondPage: Story = {
  args: { page: 2 },
  parameters: {
    route: '/items?page=2',
    mocks: [
      itemsPageMock({
        page: 2,
        count: 14,
        items: [11, 12, 13, 14].map((n) =>
          itemFixture({ id: `i-${n}`, title: `Matchday ${n} notes`, description: null }),
        ),
      }),
    ],
  },
};

export const Empty: Story = { parameters: { mocks: [itemsPageMock({ items: [] })] } };

export const Loading: Story = { parameters: { mocks: [{ ...itemsPageMock(), delay: Number.POSITIVE_INFINITY }] } };
