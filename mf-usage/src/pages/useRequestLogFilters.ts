import type { RequestLogSearch } from '@touchline/shell-contract';
import { OWN_USAGE } from '../components/AccountPicker';
import { useViewInAddress } from '../hooks/useViewInAddress';

/** The filters as the API names them; '' is "any" (for userId: one's own log). Times are datetime-local values, read as UTC. */
export interface RequestLogFilters {
  userId: string;
  apiKeyId: string;
  endpoint: string;
  statusClass: string;
  cacheStatus: string;
  dateFrom: string;
  dateTo: string;
  requestId: string;
}

export const NO_FILTERS: RequestLogFilters = {
  userId: OWN_USAGE,
  apiKeyId: '',
  endpoint: '',
  statusClass: '',
  cacheStatus: '',
  dateFrom: '',
  dateTo: '',
  requestId: '',
};

/**
 * The filters the address names (a reload or a shared link shows the same calls), and a way to
 * change them there; only a superuser may look at another account's log.
 */
export function useRequestLogFilters(
  search: RequestLogSearch,
  isSuperuser: boolean,
): [RequestLogFilters, (next: RequestLogFilters) => void] {
  const showInAddress = useViewInAddress();
  const filters: RequestLogFilters = {
    userId: isSuperuser ? (search.account ?? OWN_USAGE) : OWN_USAGE,
    apiKeyId: search.key ?? '',
    endpoint: search.endpoint ?? '',
    statusClass: search.status ?? '',
    cacheStatus: search.cache ?? '',
    dateFrom: search.from ?? '',
    dateTo: search.to ?? '',
    requestId: search.requestId ?? '',
  };
  const change = (next: RequestLogFilters) =>
    showInAddress([
      ['request_id', next.requestId.trim(), ''],
      ['account', next.userId, OWN_USAGE],
      ['key', next.apiKeyId, ''],
      ['endpoint', next.endpoint.trim(), ''],
      ['status', next.statusClass, ''],
      ['cache', next.cacheStatus, ''],
      ['from', next.dateFrom, ''],
      ['to', next.dateTo, ''],
    ]);
  return [filters, change];
}
