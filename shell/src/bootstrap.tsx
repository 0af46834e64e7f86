import { getInstance } from '@module-federation/enhanced/runtime';
import { publicSingletonProbe } from '@touchline/remote-devkit/public-probe';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { StartupError } from './pages/StartupError';
import { createRemoteRegistry } from './remotes/registry';
import { createSingletonReport, recordRemoteProbe } from './remotes/singletonReport';
import { loadRuntimeConfig } from './runtimeConfig';
import { loadSignedInSession } from './session/signedInSession';
import { tokenStore } from './session/tokenStore';

const root = createRoot(document.getElementById('root')!);

async function start() {
  // A signed-in visitor needs Apollo Client for every screen: fetch it alongside the runtime config.
  if (tokenStore.get()) void loadSignedInSession().catch(() => undefined);
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime did not start');
  const config = await loadRuntimeConfig();
  const singletons = createSingletonReport(publicSingletonProbe);
  window.__TOUCHLINE_SINGLETONS__ = singletons;
  const registry = createRemoteRegistry(config, federation, {
    onRoutesLoaded: (remote, module) => recordRemoteProbe(singletons, remote, module.probe),
  });
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App config={config} registry={registry} />
      </BrowserRouter>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('Touchline could not start', error);
  root.render(<StartupError error={error} />);
});
