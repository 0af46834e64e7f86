import { getInstance } from '@module-federation/enhanced/runtime';
import { singletonProbe } from '@touchline/remote-devkit/probe';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { StartupError } from './pages/StartupError';
import { createRemoteRegistry } from './remotes/registry';
import { createSingletonReport, recordRemoteProbe } from './remotes/singletonReport';
import { loadRuntimeConfig } from './runtimeConfig';

const root = createRoot(document.getElementById('root')!);

async function start() {
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime did not start');
  const config = await loadRuntimeConfig();
  const singletons = createSingletonReport(singletonProbe);
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
