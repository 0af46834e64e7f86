import type { ComponentType } from 'react';
import type { RuntimeConfig } from './runtime-config.ts';
import type { SearchOf } from './search.ts';
import type { SingletonProbe } from './probe-types.ts';

/** Reachable without a token; each redirects to / when a token is stored. */
export type PublicPath = '/login' | '/signup' | '/activate' | '/recover-password' | '/reset-password';
/** Need a stored token; each redirects to /login without one. */
export type AuthenticatedPath =
  '/' | '/usage' | '/usage/requests' | '/settings' | '/items' | '/billing' | '/api-keys' | '/api-explorer' | '/admin';
/**
 * Opened from a mailed link whether or not a token is stored (the e-mail change links arrive at
 * the old and the new address, often in the browser that is signed in): no guard either way.
 */
export type LinkPath = '/email-change/confirm' | '/email-change/cancel';
export type AppPath = PublicPath | AuthenticatedPath | LinkPath;

/** The signed-in user as the layout reads it (GraphQL `viewer`). */
export interface Viewer {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  isSuperuser: boolean;
}

/** How reading the signed-in user (`ShellServices.viewer`) is going. */
export interface ViewerStatus {
  /** The read is in flight (the first one, or a retry). */
  isLoading: boolean;
  /**
   * Why the last read failed (a network failure, a 500), while `viewer` is null; undefined
   * otherwise. A 401/403 never shows here: the shell ends the session instead (spec section 8).
   */
  error?: unknown;
  /** Reads the signed-in user again, e.g. from a Try again button. */
  retry(): void;
}

/** What the shell lends to every remote screen and widget. */
export interface ShellServices {
  config: RuntimeConfig;
  /** null while loading, after the read failed (see `viewerStatus`), and on public screens. */
  viewer: Viewer | null;
  /**
   * Whether a null `viewer` is still loading or failed to load, and a way to try again. Optional:
   * a shell built before it existed does not send it; treat its absence as "loading".
   */
  viewerStatus?: ViewerStatus;
  /** Stores the access token and goes to the dashboard. */
  signIn(accessToken: string): void;
  /** Removes the token, clears cached data and goes to /login. */
  signOut(): void;
}

export interface RouteProps<P extends AppPath = AppPath> {
  search: SearchOf<P>;
  shell: ShellServices;
}

/** One screen of a remote. The shell decides guards and layout; the remote supplies the screen. */
export type RemoteRoute = {
  [P in AppPath]: { path: P; title: string; Component: ComponentType<RouteProps<P>> };
}[AppPath];

export interface WidgetProps {
  shell: ShellServices;
}

/** A card on the dashboard home. */
export interface DashboardWidget {
  id: string;
  title: string;
  Component: ComponentType<WidgetProps>;
}

/** The module a remote exposes as `./routes`: its whole public API for screens. */
export interface RemoteRoutesModule {
  routes: readonly RemoteRoute[];
  /** Identities of the shared libraries as this remote sees them; see `@touchline/remote-devkit/probe`. */
  probe: SingletonProbe;
}

/** The module a remote exposes as `./widgets`. */
export interface RemoteWidgetsModule {
  widgets: readonly DashboardWidget[];
}
