import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { PROBED_PACKAGES } from '@touchline/shell-contract';
import { probe, routes } from './routes';
import { widgetMock } from './testing/fixtures';
import { widgets } from './widgets';

describe('mf-usage', () => {
  it('provides the /usage and /usage/requests screens and reports its singletons', () => {
    expect(routes.map((route) => route.path)).toEqual(['/usage', '/usage/requests']);
    expect(Object.keys(probe).sort()).toEqual([...PROBED_PACKAGES].sort());
  });

  it('puts a usage card on the dashboard with today’s calls and the quota, leading to /usage', async () => {
    const { Component } = widgets[0]!;
    // Only the current hour has calls, so they are today's whatever the time of the run.
    renderRemote(<Component shell={testShell()} />, { mocks: [widgetMock({ hourly: [...Array(23).fill(0), 7] })] });
    const card = await screen.findByRole('region', { name: 'Usage' });
    expect(await within(card).findByText('calls today')).toBeInTheDocument();
    expect(within(card).getByText('7')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Daily quota used' })).toHaveAttribute('aria-valuenow', '42');
    expect(card).toHaveTextContent(/42 of 100 daily calls used · resets in \d+ (hours?|minutes?)/);
    expect(within(card).getByRole('link', { name: 'View usage' })).toHaveAttribute('href', '/usage');
  });

  it('says so on the dashboard when usage cannot be loaded, and still leads to /usage', async () => {
    const { Component } = widgets[0]!;
    renderRemote(<Component shell={testShell()} />, { mocks: [widgetMock({ error: new Error('Failed to fetch') })] });
    expect(await screen.findByText('Your usage could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View usage' })).toHaveAttribute('href', '/usage');
  });
});
