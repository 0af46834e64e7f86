import { Spinner, useToast } from '@touchline/ui-kit';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { FullPageSpinner } from './layout/FullPageSpinner';
import { PublicStateFrame } from './layout/PublicStateFrame';
import { useFocusOnNavigation } from './layout/useFocusOnNavigation';
import { DashboardPage } from './pages/DashboardPage';
import { RemoteScreen } from './remotes/RemoteScreen';
import { authenticatedRemoteScreens, linkRemoteScreens, publicRemoteScreens } from './remotes/screens';
import { AuthenticatedRoute, PublicOnlyRoute } from './session/guards';

/** Only /items needs its screen and GraphQL documents: they load on its first visit, not on every first load. */
const ItemsPage = lazy(() => import('./pages/ItemsPage').then(({ ItemsPage }) => ({ default: ItemsPage })));
/** Likewise the screens of a wrong address and of Google's sign-in return, which a first load rarely is. */
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage })));
const OAuthCallback = lazy(() =>
  import('./session/OAuthCallback').then(({ OAuthCallback }) => ({ default: OAuthCallback })),
);

export interface AppRoutesProps {
  /** Full page load after a token arrives in the address (replaceable in tests). */
  reload?: (path: string) => void;
  /**
   * What the signed-in screens render inside: App gives the lazily loaded Apollo Client and
   * viewer session (SignedInSession); tests, which provide both above the routes, nothing.
   */
  SignedIn?: ComponentType<{ children: ReactNode }>;
}

/** A failure shown on the screen left behind is stale on the next one (a failed login on the dashboard). */
function useDismissFailuresOnNavigation() {
  const { pathname } = useLocation();
  const { dismissFailures } = useToast();
  useEffect(() => dismissFailures(), [pathname, dismissFailures]);
}

const SignedInAsIs = ({ children }: { children: ReactNode }) => children;

/** Spec section 2. Each remote screen loads its remote the first time it is visited. */
export function AppRoutes({ reload, SignedIn = SignedInAsIs }: AppRoutesProps) {
  useDismissFailuresOnNavigation();
  useFocusOnNavigation();
  return (
    <Routes>
      <Route
        path="/oauth/callback"
        element={
          <Suspense fallback={<FullPageSpinner label="Signing you in" />}>
            <OAuthCallback />
          </Suspense>
        }
      />
      {linkRemoteScreens.map((entry) => (
        <Route
          key={entry.path}
          path={entry.path}
          element={<RemoteScreen key={entry.path} entry={entry} StateFrame={PublicStateFrame} />}
        />
      ))}
      <Route element={<PublicOnlyRoute />}>
        {publicRemoteScreens.map((entry) => (
          <Route
            key={entry.path}
            path={entry.path}
            element={<RemoteScreen key={entry.path} entry={entry} StateFrame={PublicStateFrame} />}
          />
        ))}
      </Route>
      <Route
        element={
          <AuthenticatedRoute reload={reload}>
            <Suspense fallback={<FullPageSpinner label="Loading your dashboard" />}>
              <SignedIn>
                <AppLayout />
              </SignedIn>
            </Suspense>
          </AuthenticatedRoute>
        }
      >
        <Route path="/" element={<DashboardPage />} />
        <Route
          path="/items"
          element={
            <Suspense fallback={<Spinner label="Loading items" />}>
              <ItemsPage />
            </Suspense>
          }
        />
        {authenticatedRemoteScreens.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RemoteScreen key={entry.path} entry={entry} />} />
        ))}
      </Route>
      <Route
        path="*"
        element={
          <Suspense fallback={<FullPageSpinner label="Loading" />}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
