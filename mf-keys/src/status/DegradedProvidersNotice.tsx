import { Notice } from '@touchline/ui-kit';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { providerLabel } from '../explorer/catalog/endpoints';
import { troubleOf, useProviderStatus } from './providerStatus';

const InlineLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
`;

/**
 * The explorer's warning while a provider is degraded (the bff's `isDegraded`): a failed call may
 * then be the provider's doing, not the caller's. Nothing while all is well or the status cannot
 * be read: the explorer works the same either way.
 */
export function DegradedProvidersNotice() {
  const { data } = useProviderStatus();
  const degraded = data?.providerStatus.filter((status) => status.isDegraded) ?? [];
  if (degraded.length === 0) return null;
  return (
    <Notice
      tone="warning"
      title={degraded.length === 1 ? 'A data provider is degraded' : 'Data providers are degraded'}
    >
      {degraded.map((status) => (
        <span key={status.provider}>
          {providerLabel(status.provider)}: {troubleOf(status)}.{' '}
        </span>
      ))}
      Failed calls to it may not be your code&apos;s doing. <InlineLink to="/status">Provider status</InlineLink>
    </Notice>
  );
}
