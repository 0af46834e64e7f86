import { MockedProvider } from '@apollo/client/testing/react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { gettingStartedMock, CHECKLIST_NOTHING_DONE } from '../../testing/fixtures';
import type { GettingStartedState } from './gettingStarted';
import { GettingStartedChecklist } from './GettingStartedChecklist';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const checklist = (state: GettingStartedState) => [gettingStartedMock(state)];

const meta = {
  title: 'Pages/Dashboard/Get started',
  component: GettingStartedChecklist,
  parameters: { route: '/', mocks: checklist(CHECKLIST_NOTHING_DONE) },
  args: { onDismissed: () => {} },
  decorators: [
    (Story, context) => (
      <MockedProvider mocks={context.parameters.mocks as Mocks}>
        <>{Story()}</>
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof GettingStartedChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: every step still to do, each with the way to it. */
export const NewAccount: Story = {};

/** A key made and called with; usage and a plan still to do. */
export const HalfWay: Story = {
  parameters: { mocks: checklist({ ...CHECKLIST_NOTHING_DONE, hasKey: true, hasCalled: true }) },
};

export const AllDone: Story = {
  parameters: {
    mocks: checklist({ hasKey: true, hasCalled: true, hasSeenUsage: true, hasPickedPlan: true, isDismissed: false }),
  },
};
