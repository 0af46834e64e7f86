import { MoonIcon, SunIcon, useColorMode, type ColorModePreference } from '@touchline/ui-kit';
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { SettingsSection } from './SettingsSection';

const OPTIONS: { value: ColorModePreference; label: string; description: string; icon: ReactNode }[] = [
  { value: 'light', label: 'Light', description: 'Dark text on light surfaces.', icon: <SunIcon size={16} /> },
  { value: 'dark', label: 'Dark', description: 'Light text on dark surfaces.', icon: <MoonIcon size={16} /> },
  {
    value: 'system',
    label: 'System',
    description: 'Follows your device setting.',
    icon: (
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden
        focusable="false"
      >
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8 20h8M12 16v4" />
      </svg>
    ),
  },
];

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Option = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};

  input {
    margin: 0 0 0 auto;
    width: 1rem;
    height: 1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Description = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A miniature of the dashboard in each mode; "system" shows both halves. */
const Preview = styled.span<{ $mode: ColorModePreference }>`
  display: block;
  height: 4.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $mode }) =>
    ({
      light:
        'linear-gradient(#ffffff 0 0) 12% 22% / 40% 14% no-repeat, linear-gradient(#2563eb 0 0) 12% 56% / 24% 14% no-repeat, linear-gradient(#e2e5ea 0 0) 12% 86% / 70% 10% no-repeat, #f6f7f9',
      dark: 'linear-gradient(#171c27 0 0) 12% 22% / 40% 14% no-repeat, linear-gradient(#2f6bf0 0 0) 12% 56% / 24% 14% no-repeat, linear-gradient(#232a37 0 0) 12% 86% / 70% 10% no-repeat, #0a0d14',
      system: 'linear-gradient(90deg, #f6f7f9 0 50%, #0a0d14 50% 100%)',
    })[$mode]};
`;

/** "Appearance": light, dark or system, kept by ui-kit's colour-mode provider (localStorage `theme`). */
export function AppearanceTab() {
  const { preference, setPreference } = useColorMode();
  const baseId = useId();
  return (
    <SettingsSection title="Appearance" description="Choose how the dashboard looks on this device.">
      <Group role="radiogroup" aria-label="Colour mode">
        {OPTIONS.map((option) => (
          <Option key={option.value}>
            <Preview $mode={option.value} aria-hidden />
            <Row>
              {option.icon}
              <span id={`${baseId}-${option.value}-label`}>{option.label}</span>
              <input
                type="radio"
                name={`${baseId}-colour-mode`}
                value={option.value}
                checked={preference === option.value}
                onChange={() => setPreference(option.value)}
                aria-labelledby={`${baseId}-${option.value}-label`}
                aria-describedby={`${baseId}-${option.value}-description`}
              />
            </Row>
            <Description id={`${baseId}-${option.value}-description`}>{option.description}</Description>
          </Option>
        ))}
      </Group>
    </SettingsSection>
  );
}
