import type { RuntimeConfig } from '@touchline/shell-contract';
import { ColorModeProvider, ToastProvider } from '@touchline/ui-kit';
import { ShellApolloProvider } from './providers/ShellApolloProvider';
import { ShellEnvironmentProvider } from './providers/ShellEnvironment';
import type { RemoteRegistry } from './remotes/registry';
import { AppRoutes } from './router';
import { SessionProvider } from './session/SessionProvider';

/** Everything under the router: theme, toasts, the Apollo client, the session and the remotes. */
export function App({ config, registry }: { config: RuntimeConfig; registry: RemoteRegistry }) {
  return (
    <ColorModeProvider>
      <ToastProvider>
        <ShellApolloProvider uri={config.graphqlUrl}>
          <SessionProvider>
            <ShellEnvironmentProvider config={config} registry={registry}>
              <AppRoutes />
            </ShellEnvironmentProvider>
          </SessionProvider>
        </ShellApolloProvider>
      </ToastProvider>
    </ColorModeProvider>
  );
}
