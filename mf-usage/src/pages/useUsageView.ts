import type { UsageSearch } from '@touchline/shell-contract';
import { OWN_USAGE } from '../components/AccountPicker';
import { useViewInAddress } from '../hooks/useViewInAddress';
import { isIntervalAllowed, rangeOf, windowOf, type UsageInterval, type UsageWindow } from '../components/windows';

const DEFAULT_WINDOW: UsageWindow = '24h';

/** What the usage screen shows: kept in the address, so a reload or a shared link shows the same. */
export interface UsageView {
  window: UsageWindow;
  interval: UsageInterval;
  /** '' for every key. */
  apiKeyId: string;
  /** OWN_USAGE, WHOLE_PLATFORM or a user id. */
  account: string;
}

/**
 * The view the address names, each value the contract could not read (or an interval with more
 * points than the API serves for the window) replaced by its default; only a superuser may look
 * at another account.
 */
function viewOf(search: UsageSearch, isSuperuser: boolean, now: number): UsageView {
  const window = search.window ?? DEFAULT_WINDOW;
  const { defaultInterval } = windowOf(window);
  const interval =
    search.interval && isIntervalAllowed(rangeOf(window, now), search.interval) ? search.interval : defaultInterval;
  return {
    window,
    interval,
    apiKeyId: search.key ?? '',
    account: isSuperuser ? (search.account ?? OWN_USAGE) : OWN_USAGE,
  };
}

/** The usage view the address names, and a way to change it (in the address). */
export function useUsageView(search: UsageSearch, isSuperuser: boolean): [UsageView, (next: UsageView) => void] {
  const showInAddress = useViewInAddress();
  const view = viewOf(search, isSuperuser, Date.now());
  const change = (next: UsageView) =>
    showInAddress([
      ['window', next.window, DEFAULT_WINDOW],
      ['interval', next.interval, windowOf(next.window).defaultInterval],
      ['key', next.apiKeyId, ''],
      ['account', next.account, OWN_USAGE],
    ]);
  return [view, change];
}
