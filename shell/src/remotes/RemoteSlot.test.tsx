import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ColorModeProvider } from '@touchline/ui-kit';
import { createFakeFederation } from '../testing/fakeFederation';
import { testConfig } from '../testing/renderShell';
import { PRELOAD_ERROR_EVENT } from './failurePolicy';
import { FALLBACK_TITLE } from './RemoteFallback';
import { createRemoteRegistry } from './registry';
import { RemoteSlot } from './RemoteSlot';

async function renderSlot(
  load: () => Promise<unknown>,
  render_: (module: unknown) => React.ReactNode,
  forgetFailure?: () => void,
) {
  await act(async () => {
    render(
      <ColorModeProvider>
        <p>The layout around the slot</p>
        <RemoteSlot load={load} forgetFailure={forgetFailure} label="API Keys">
          {render_}
        </RemoteSlot>
      </ColorModeProvider>,
    );
  });
}

const retry = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));

describe('a remote that fails', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('shows the fallback, fires preload-error, and refetches the remote on Retry', async () => {
    const { federation, requestedEntries, failNextLoads } = createFakeFederation();
    const registry = createRemoteRegistry(
      { ...testConfig, remotes: { mf_keys: 'https://down.test/mf-keys/remoteEntry.js' } },
      federation,
    );
    const preloadErrors = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, preloadErrors);
    cleanups.push(() => window.removeEventListener(PRELOAD_ERROR_EVENT, preloadErrors));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(() => jest.restoreAllMocks());

    failNextLoads(1);
    await renderSlot(
      () => registry.loadRoutes('mf_keys'),
      (module) => <p>Loaded from {(module as { servedFrom: string }).servedFrom}</p>,
      () => registry.forgetFailure('mf_keys'),
    );

    expect(screen.getByText(FALLBACK_TITLE)).toBeInTheDocument();
    expect(screen.getByText('The layout around the slot')).toBeInTheDocument();
    expect(preloadErrors).toHaveBeenCalledTimes(1);

    await retry();
    expect(screen.getByText('Loaded from https://down.test/mf-keys/remoteEntry.js')).toBeInTheDocument();
    expect(requestedEntries).toEqual([
      'https://down.test/mf-keys/remoteEntry.js',
      'https://down.test/mf-keys/remoteEntry.js',
    ]);
  });

  it('asks the loader again on each Retry until it succeeds', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(() => jest.restoreAllMocks());
    const load = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValue('the screen');
    await renderSlot(load, (module) => <p>Rendered {String(module)}</p>);

    expect(screen.getByText(FALLBACK_TITLE)).toBeInTheDocument();
    await retry();
    expect(screen.getByText(FALLBACK_TITLE)).toBeInTheDocument();
    await retry();
    expect(screen.getByText('Rendered the screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(() => jest.restoreAllMocks());
    await renderSlot(
      async () => 'module',
      () => {
        throw new Error('render bug in the remote');
      },
    );
    expect(screen.getByText(FALLBACK_TITLE)).toBeInTheDocument();
    expect(screen.getByText('The layout around the slot')).toBeInTheDocument();
    expect(screen.getByText('render bug in the remote')).toBeInTheDocument();
  });
});
