import { Spinner } from '@touchline/ui-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { PublicStateFrame } from './layout/PublicStateFrame';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RemoteScreen } from './remotes/RemoteScreen';
import { authenticatedRemoteScreens, publicRemoteScreens } from './remotes/screens';
import { AuthenticatedRoute, PublicOnlyRoute } from './session/guards';
import { OAuthCallback } from './session/OAuthCallback';

/** Only /items needs its screen and GraphQL documents: they load on its first visit, not on every first load. */
const ItemsPage = lazy(() => import('./pages/ItemsPage').then(({ ItemsPage }) => ({ default: ItemsPage })));

export interface AppRoutesProps {
  /** Full page load after a token arrives in the address (replaceable in tests). */
  reload?: (path: string) => void;
}

/** Spec section 2. Each remote screen loads its remote the first time it is visited. */
export function AppRoutes({ reload }: AppRoutesProps) {
  return (
    <Routes>
      <Route path="/oauth/callback" element={<OAuthCallback />} />
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
            <AppLayout />
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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
