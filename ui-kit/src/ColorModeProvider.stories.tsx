import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './Button';
import { Card, CardBody } from './Card';
import { ColorModeProvider, useColorMode } from './ColorModeProvider';
import { Inline, Stack } from './Stack';
import { Text } from './Text';

// The global decorator renders ColorModeProvider controlled by the toolbar's Theme switch.
const meta = {
  component: ColorModeProvider,
} satisfies Meta<typeof ColorModeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function State() {
  const { preference, mode, setPreference, toggle } = useColorMode();
  return (
    <Card style={{ maxWidth: 420 }}>
      <CardBody>
        <Stack gap={4}>
          <Text>
            Preference <strong>{preference}</strong>, showing <strong>{mode}</strong>.
          </Text>
          <Inline gap={2} wrap>
            <Button size="sm" variant="secondary" onClick={() => setPreference('light')}>
              Light
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setPreference('dark')}>
              Dark
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setPreference('system')}>
              System
            </Button>
            <Button size="sm" onClick={toggle}>
              Toggle
            </Button>
          </Inline>
        </Stack>
      </CardBody>
    </Card>
  );
}

export const UseColorMode: Story = { render: () => <State /> };
