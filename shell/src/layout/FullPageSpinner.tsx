import { Spinner } from '@touchline/ui-kit';
import { styled } from 'styled-components';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Centre>
      <Spinner size={28} label={label} />
    </Centre>
  );
}
