import type { RuntimeConfig } from '@touchline/shell-contract';
import { ColorModeProvider, ToastProvider } from '@touchline/ui-kit';
import { ShellEnvironmentProvider } from './providers/ShellEnvironment';
import type { RemoteRegistry } from './remotes/registry';
import { AppRoutes } from './router';
import { PublicSessionProvider } from './session/PublicSessionProvider';
import { LazySignedInSession } from './session/signedInSession';

/**
 * Everything under the router: theme, toasts, the session and the remotes. Apollo Client comes
 * with the signed-in screens (LazySignedInSession), so a visitor's /login loads none.
 */
export function App({ config, registry }: { config: RuntimeConfig; registry: RemoteRegistry }) {
  return (
    <ColorModeProvider>
      <ToastProvider>
        <PublicSessionProvider>
          <ShellEnvironmentProvider config={config} registry={registry}>
            <AppRoutes SignedIn={LazySignedInSession} />
          </ShellEnvironmentProvider>
        </PublicSessionProvider>
      </ToastProvider>
    </ColorModeProvider>
  );
}
