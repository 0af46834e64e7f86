import { Button, Inline } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { USAGE_WINDOWS, type UsageWindow } from './windows';

const Group = styled(Inline)`
  padding: ${({ theme }) => theme.space[0.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export interface WindowPickerProps {
  value: UsageWindow;
  onChange: (value: UsageWindow) => void;
}

/** 24h · 7d · 30d · 90d as toggle buttons; each button's title spells the window out. */
export function WindowPicker({ value, onChange }: WindowPickerProps) {
  return (
    <Group gap={0.5} role="group" aria-label="Time window">
      {USAGE_WINDOWS.map((window) => (
        <Button
          key={window.value}
          size="sm"
          variant={window.value === value ? 'primary' : 'ghost'}
          aria-pressed={window.value === value}
          title={window.label}
          onClick={() => onChange(window.value)}
        >
          {window.value}
        </Button>
      ))}
    </Group>
  );
}
