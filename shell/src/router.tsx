import { useToast } from '@touchline/ui-kit';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { PublicStateFrame } from './layout/PublicStateFrame';
import { DashboardPage } from './pages/DashboardPage';
import { ItemsPage } from './pages/ItemsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RemoteScreen } from './remotes/RemoteScreen';
import { authenticatedRemoteScreens, publicRemoteScreens } from './remotes/screens';
import { AuthenticatedRoute, PublicOnlyRoute } from './session/guards';
import { OAuthCallback } from './session/OAuthCallback';

export interface AppRoutesProps {
  /** Full page load after a token arrives in the address (replaceable in tests). */
  reload?: (path: string) => void;
}

/** A failure shown on the screen left behind is stale on the next one (a failed login on the dashboard). */
function useDismissFailuresOnNavigation() {
  const { pathname } = useLocation();
  const { dismissFailures } = useToast();
  useEffect(() => dismissFailures(), [pathname, dismissFailures]);
}

/** Spec section 2. Each remote screen loads its remote the first time it is visited. */
export function AppRoutes({ reload }: AppRoutesProps) {
  useDismissFailuresOnNavigation();
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
        <Route path="/items" element={<ItemsPage />} />
        {authenticatedRemoteScreens.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RemoteScreen key={entry.path} entry={entry} />} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
