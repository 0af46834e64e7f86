import type { UsageSearch } from '@touchline/shell-contract';
import { useLocation, useNavigate } from 'react-router';
import { OWN_USAGE } from '../components/AccountPicker';
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

/**
 * The address's search for a view, its values always in the same order (one view, one link),
 * defaults left out, parameters of other parts of the screen kept after them.
 */
function searchOf(view: UsageView, current: string): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string, fallback: string) => value !== fallback && params.set(name, value);
  set('window', view.window, DEFAULT_WINDOW);
  set('interval', view.interval, windowOf(view.window).defaultInterval);
  set('key', view.apiKeyId, '');
  set('account', view.account, OWN_USAGE);
  for (const [name, value] of new URLSearchParams(current))
    if (!['window', 'interval', 'key', 'account'].includes(name)) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The usage view and a way to change it: a change replaces the address (choosing a filter is
 * not a page of its own for the Back button), and the shell passes the new search back down.
 */
export function useUsageView(search: UsageSearch, isSuperuser: boolean): [UsageView, (next: UsageView) => void] {
  const navigate = useNavigate();
  const location = useLocation();
  const view = viewOf(search, isSuperuser, Date.now());
  const change = (next: UsageView) =>
    navigate({ pathname: location.pathname, search: searchOf(next, location.search) }, { replace: true });
  return [view, change];
}
