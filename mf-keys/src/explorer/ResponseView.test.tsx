import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { okAnswer } from '../testing/fixtures';
import { resetLabel, ResponseView } from './ResponseView';

describe('the X-RateLimit-Reset of an answer', () => {
  it('says the time the daily quota resets, in UTC, and how far off it is, not "tomorrow"', () => {
    const now = Date.parse('2026-11-27T00:45:00Z');
    const midnight = String(Date.parse('2026-11-28T00:00:00Z') / 1000);
    expect(resetLabel(midnight, now)).toBe('00:00 UTC, in 23 hours');
    expect(resetLabel(midnight, Date.parse('2026-11-27T23:35:00Z'))).toBe('00:00 UTC, in 25 minutes');
  });

  it('shows that label in the rate-limit facts of a response', () => {
    const reset = Math.floor(Date.now() / 1000) + 5 * 3600;
    renderRemote(<ResponseView answer={{ ...okAnswer, headers: [['x-ratelimit-reset', String(reset)]] }} />);
    const limits = screen.getByLabelText('Rate limit');
    expect(within(limits).getByText('X-RateLimit-Reset').nextElementSibling).toHaveTextContent(
      /^\d\d:\d\d UTC, in 5 hours$/,
    );
  });
});

describe('the X-Request-Id of an answer', () => {
  it('links to the call in the usage request log', () => {
    const id = '0190c8a2-0000-7000-8000-000000000001';
    renderRemote(<ResponseView answer={{ ...okAnswer, headers: [...okAnswer.headers, ['x-request-id', id]] }} />);
    expect(screen.getByRole('link', { name: 'see this call in the request log' })).toHaveAttribute(
      'href',
      `/usage/requests?request_id=${id}`,
    );
  });

  it('offers no link for a call whose key was refused (401): it belongs to no account, so no request log holds it', () => {
    const id = '0190c8a2-0000-7000-8000-000000000002';
    renderRemote(
      <ResponseView
        answer={{ ...okAnswer, status: 401, statusText: 'Unauthorized', headers: [['x-request-id', id]] }}
      />,
    );
    expect(screen.getByText(id, { selector: 'code' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'see this call in the request log' })).not.toBeInTheDocument();
    expect(screen.getByText(/not in your request log/)).toBeInTheDocument();
  });

  it('offers no link for a call refused before it was counted (an unsafe path: no rate-limit headers), which no request log holds', () => {
    const id = '0190c8a2-0000-7000-8000-000000000003';
    const refused = JSON.stringify({ detail: 'Invalid upstream path' });
    renderRemote(
      <ResponseView
        answer={{ ...okAnswer, status: 400, statusText: 'Bad Request', body: refused, headers: [['x-request-id', id]] }}
      />,
    );
    expect(screen.getByText(id, { selector: 'code' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'see this call in the request log' })).not.toBeInTheDocument();
    expect(screen.getByText(/not in your request log: the call was refused before it was counted/)).toBeInTheDocument();
  });

  it('offers no link for an answer without one', () => {
    renderRemote(<ResponseView answer={{ ...okAnswer, headers: [] }} />);
    expect(screen.queryByRole('link', { name: 'see this call in the request log' })).not.toBeInTheDocument();
  });
});
