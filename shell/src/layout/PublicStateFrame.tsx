import { Logo } from '@touchline/ui-kit';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Area = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[16]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.bg};

  > :last-child {
    width: 100%;
    max-width: 30rem;
  }
`;

/**
 * Public screens (login, signup, …) lay out their own page; while one loads, or if it cannot,
 * this puts the spinner or fallback under the logo instead of a bare corner of the page.
 */
export function PublicStateFrame({ children }: { children: ReactNode }) {
  return (
    <Area>
      <Logo size={32} />
      {children}
    </Area>
  );
}
