import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { requestLogRow } from '../testing/fixtures';
import { RequestLogTable } from './RequestLogTable';

describe('the request log table', () => {
  it('shows whether a call succeeded next to its time, before the columns a phone must scroll to', () => {
    renderRemote(<RequestLogTable rows={[requestLogRow(1, { status: 429 })]} />);
    const table = screen.getByRole('table', { name: 'Request log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Time (UTC)', 'Status', 'Request']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('429');
    expect(cells[2]).toHaveTextContent('GET /api/transfermarkt/players/1/profile');
  });

  it('wraps a long path between its segments, after a slash, never inside a word', () => {
    renderRemote(<RequestLogTable rows={[requestLogRow(1, { path: '/clubs/search/arsenal' })]} />);
    const request = within(screen.getByRole('table', { name: 'Request log' })).getByText(/^GET /);
    expect(request).toHaveTextContent('GET /api/transfermarkt/clubs/search/arsenal');
    // A break opportunity after every slash: the line breaks there before it would break a word.
    const breaks = [...request.querySelectorAll('wbr')].map((wbr) => wbr.previousSibling?.textContent?.at(-1));
    expect(breaks).toEqual(['/', '/', '/', '/', '/']);
  });

  it('names a call the proxy answered itself NONE, as the cache filter does, not with a dash', () => {
    renderRemote(<RequestLogTable rows={[requestLogRow(1, { status: 429, cacheStatus: 'NONE' })]} />);
    const cells = within(
      within(screen.getByRole('table', { name: 'Request log' })).getAllByRole('row')[1]!,
    ).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toContain('NONE');
  });
});
