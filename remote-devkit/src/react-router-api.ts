/**
 * The part of React Router the dashboard may use. Shared modules are normally shipped whole (61 kB
 * gzip for react-router); shaking it down to this list brings it to ~14 kB. Every app declares
 * the same list, so the runtime always accepts the shell's shaken copy for a remote. An export
 * missing here is simply absent (undefined) at run time: add it here and rebuild the shell and the
 * remotes together. react-router-api.test.ts fails while any app imports something not listed.
 */
export const REACT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useNavigate',
  'useLocation',
  'useSearchParams',
  'UNSAFE_NavigationContext',
];
