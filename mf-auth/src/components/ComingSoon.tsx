import { InfoIcon, Inline, Text } from '@touchline/ui-kit';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Note = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.infoSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.infoSubtleText};

  svg {
    flex-shrink: 0;
    margin-top: 0.2em;
  }
`;

/** Says plainly which part of a screen is not live yet. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <Note>
      <Inline gap={2} align="start">
        <InfoIcon size={16} aria-hidden />
        <Text size="sm" style={{ color: 'inherit' }}>
          {children}
        </Text>
      </Inline>
    </Note>
  );
}
