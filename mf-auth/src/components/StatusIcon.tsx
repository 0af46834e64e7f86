import { AlertTriangleIcon, CheckCircleIcon } from '@touchline/ui-kit';
import { styled } from 'styled-components';

const Success = styled(CheckCircleIcon)`
  color: ${({ theme }) => theme.colors.success};
`;

const Failure = styled(AlertTriangleIcon)`
  color: ${({ theme }) => theme.colors.warning};
`;

/** The large mark above a completed (or failed) one-step flow. */
export function StatusIcon({ tone }: { tone: 'success' | 'failure' }) {
  return tone === 'success' ? <Success size={40} aria-hidden /> : <Failure size={40} aria-hidden />;
}
