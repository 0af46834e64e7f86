import { styled } from 'styled-components';
import { passwordStrength, strengthSegments, type PasswordStrengthLabel } from './passwordStrength';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const Segments = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space[1]};
`;

const toneFor = { Low: 'danger', Medium: 'warning', High: 'success' } as const;

const Segment = styled.span<{ $label: PasswordStrengthLabel; $isFilled: boolean }>`
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $label, $isFilled }) => ($isFilled ? theme.colors[toneFor[$label]] : theme.colors.border)};
  transition: background-color ${({ theme }) => theme.transitions.normal};
`;

const Caption = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface PasswordStrengthProps {
  password: string;
  className?: string;
}

/** A four-segment strength meter (spec section 9). */
export function PasswordStrength({ password, className }: PasswordStrengthProps) {
  const result = passwordStrength(password);
  const filled = strengthSegments(result);
  return (
    <Root className={className}>
      <Segments
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={result.score}
        aria-valuetext={result.label}
      >
        {[0, 1, 2, 3].map((index) => (
          <Segment key={index} $label={result.label} $isFilled={index < filled} />
        ))}
      </Segments>
      <Caption aria-hidden>
        Password strength: <strong>{password ? result.label : '—'}</strong>
      </Caption>
    </Root>
  );
}
