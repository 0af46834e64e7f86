import { styled, css } from 'styled-components';

export const inputStyles = css`
  display: block;
  width: 100%;
  min-width: 0;
  height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inputBg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
    opacity: 1;
  }

  &:hover:not(:disabled, :focus) {
    border-color: ${({ theme }) => theme.colors.textSubtle};
  }

  /* Text fields show their ring for mouse focus too: the caret alone is easy to lose. */
  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.colors.focusRing} 28%, transparent);
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.colors.danger} 25%, transparent);
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.textMuted};
    box-shadow: none;
  }
`;

export const Input = styled.input`
  ${inputStyles}
`;
