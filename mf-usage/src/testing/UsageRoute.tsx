import { parseSearch, type ShellServices } from '@touchline/shell-contract';
import { useLocation, useSearchParams } from 'react-router';
import { RequestLogPage } from '../pages/RequestLogPage';
import { UsagePage } from '../pages/UsagePage';

/** The usage screen as the shell mounts it: its search parsed from the address on every change. */
export function UsageRoute({ shell }: { shell: ShellServices }) {
  const [params] = useSearchParams();
  return <UsagePage search={parseSearch('/usage', params)} shell={shell} />;
}

/** The request log as the shell mounts it, likewise. */
export function RequestLogRoute({ shell }: { shell: ShellServices }) {
  const [params] = useSearchParams();
  return <RequestLogPage search={parseSearch('/usage/requests', params)} shell={shell} />;
}

/** The address's search, for tests to read what a reload or a shared link would carry. */
export function LocationSearch() {
  return <output data-testid="location-search">{useLocation().search}</output>;
}
