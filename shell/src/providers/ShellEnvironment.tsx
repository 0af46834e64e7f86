import type { RuntimeConfig, ShellServices } from '@touchline/shell-contract';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteRegistry } from '../remotes/registry';
import { useSession } from '../session/sessionContext';

interface ShellEnvironment {
  config: RuntimeConfig;
  registry: RemoteRegistry;
}

const ShellEnvironmentContext = createContext<ShellEnvironment | null>(null);

export function ShellEnvironmentProvider({ config, registry, children }: ShellEnvironment & { children: ReactNode }) {
  const value = useMemo(() => ({ config, registry }), [config, registry]);
  return <ShellEnvironmentContext.Provider value={value}>{children}</ShellEnvironmentContext.Provider>;
}

export function useShellEnvironment(): ShellEnvironment {
  const environment = useContext(ShellEnvironmentContext);
  if (!environment) throw new Error('useShellEnvironment must be used inside <ShellEnvironmentProvider>.');
  return environment;
}

/** What remote screens and widgets receive as their `shell` prop. */
export function useShellServices(): ShellServices {
  const { config } = useShellEnvironment();
  const { viewer, isViewerLoading, viewerError, retryViewer, signIn, signOut } = useSession();
  const viewerStatus = useMemo(
    () => ({ isLoading: isViewerLoading, error: viewerError, retry: retryViewer }),
    [isViewerLoading, viewerError, retryViewer],
  );
  return useMemo(
    () => ({ config, viewer, viewerStatus, signIn, signOut }),
    [config, viewer, viewerStatus, signIn, signOut],
  );
}
