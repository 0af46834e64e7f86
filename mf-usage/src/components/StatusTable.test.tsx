import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { sampleStatuses } from '../testing/fixtures';
import { StatusTable } from './StatusTable';

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Calls by status' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the calls by status table', () => {
  it('shows each exact code with its reason phrase under its class, lowest code first, with calls and share', () => {
    renderRemote(<StatusTable rows={sampleStatuses} />);
    expect(rowTexts()).toEqual([
      ['Successful 100-399', '12,000', '96.2%'],
      ['200 OK', '11,200', '89.7%'],
      ['304 Not Modified', '800', '6.4%'],
      ['Client errors 400-499 except 429', '300', '2.4%'],
      ['404 Not Found', '270', '2.2%'],
      ['414 URI Too Long', '10', '0.1%'],
      ['Code not recorded', '20', '0.2%'],
      ['Rate limited 429', '100', '0.8%'],
      ['429 Too Many Requests', '100', '0.8%'],
      ['Server errors 500 and above', '80', '0.6%'],
      ['502 Bad Gateway', '50', '0.4%'],
      ['503 Service Unavailable', '30', '0.2%'],
    ]);
  });

  it('shows every class with zeros and no codes when the window has no calls', () => {
    const empty = sampleStatuses.map((row) => ({
      ...row,
      calls: 0,
      share: null,
      callsWithoutCode: 0,
      statusCodes: [],
    }));
    renderRemote(<StatusTable rows={empty} />);
    expect(rowTexts().map(([status, calls, share]) => [status?.split(' ')[0], calls, share])).toEqual([
      ['Successful', '0', '—'],
      ['Client', '0', '—'],
      ['Rate', '0', '—'],
      ['Server', '0', '—'],
    ]);
  });
});
