// The explorer's warning while a data provider is degraded, from the bff's provider status.
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { fakeFetchForEachTest, renderExplorer } from '../testing/explorerTestKit';
import { providerStatus, transfermarktDown } from '../testing/providerStatusFixtures';

fakeFetchForEachTest();

describe('API explorer: provider status', () => {
  it('warns while a provider is degraded, names it and why, and links to the status page', async () => {
    await renderExplorer('/api-explorer', undefined, [providerStatus('flashscore'), transfermarktDown()]);
    expect(await screen.findByText('A data provider is degraded')).toBeInTheDocument();
    expect(screen.getByText(/Transfers \(transfermarkt\): its upstream is not answering/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Provider status' })).toHaveAttribute('href', '/status');
  });

  it('says nothing of providers while all of them are well', async () => {
    await renderExplorer('/api-explorer', undefined, [providerStatus('flashscore'), providerStatus('transfermarkt')]);
    // The catalog has loaded; the status query answers in the same tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/degraded/)).not.toBeInTheDocument();
  });
});
