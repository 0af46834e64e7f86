import { useLocation, useNavigate } from 'react-router';

/** A screen's view as search parameters: each a name, its value and its default (left out). */
export type ViewParams = readonly (readonly [name: string, value: string, fallback: string])[];

/**
 * The address's search for a view: its parameters always in the same order (one view, one
 * link), defaults left out, parameters of other parts of the screen kept after them.
 */
function searchOfView(view: ViewParams, current: string): string {
  const params = new URLSearchParams();
  for (const [name, value, fallback] of view) if (value !== fallback) params.set(name, value);
  const named = new Set(view.map(([name]) => name));
  for (const [name, value] of new URLSearchParams(current)) if (!named.has(name)) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Puts a view in the address. It replaces the entry (choosing a filter is not a page of its own
 * for the Back button), and the shell passes the new search back down to the screen, which
 * derives its view from it: the address is the view's only state.
 */
export function useViewInAddress(): (view: ViewParams) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (view) =>
    navigate({ pathname: location.pathname, search: searchOfView(view, location.search) }, { replace: true });
}
