import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { styled, useTheme } from 'styled-components';
import { Heading } from './Heading';
import { Stack } from './Stack';
import { Text } from './Text';
import type { ThemeColors } from './theme';

const meta = {
  title: 'Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Swatch = styled.div<{ $color: string }>`
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $color }) => $color};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

function Colors() {
  const theme = useTheme();
  return (
    <Stack gap={4}>
      <Heading level={2}>Colours ({theme.name})</Heading>
      <Grid>
        {(Object.entries(theme.colors) as [keyof ThemeColors, string][]).map(([name, value]) => (
          <Stack gap={1} key={name}>
            <Swatch $color={value} />
            <Text size="sm" weight="medium">
              {name}
            </Text>
            <Text size="xs" tone="muted" isMono>
              {value}
            </Text>
          </Stack>
        ))}
      </Grid>
    </Stack>
  );
}

export const Palette: Story = { render: () => <Colors /> };
