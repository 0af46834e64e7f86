import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Tabs } from './Tabs';
import { Text } from '@touchline/ui-kit';

const meta = {
  component: Tabs,
  parameters: { docs: { description: { component: 'WAI-ARIA tabs: arrow keys, Home and End move between tabs.' } } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function Example() {
  const [selected, setSelected] = useState('profile');
  return (
    <Tabs
      label="Settings"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'profile', label: 'My profile', panel: <Text>Full name, e-mail and avatar.</Text> },
        { id: 'password', label: 'Password', panel: <Text>Current, new and confirmation.</Text> },
        { id: 'appearance', label: 'Appearance', panel: <Text>Light, dark or system.</Text> },
        { id: 'danger', label: 'Danger zone', tone: 'danger', panel: <Text>Delete the account.</Text> },
      ]}
    />
  );
}

export const Default: Story = {
  args: { label: 'Settings', tabs: [], selected: 'profile', onSelect: () => undefined },
  render: () => <Example />,
};
