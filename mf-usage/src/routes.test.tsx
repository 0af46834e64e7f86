import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/shell-contract/testing';
import { UsagePage } from './pages/UsagePage';
import { routes } from './routes';
import { widgets } from './widgets';

describe('mf-usage', () => {
  it('provides the /usage screen', () => {
    expect(routes.map((route) => route.path)).toEqual(['/usage']);
  });

  it('switches the reporting window', () => {
    renderRemote(<UsagePage search={{}} shell={testShell()} />);
    expect(screen.getByText(/last 7 days/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '30d' }));
    expect(screen.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/last 30 days/)).toBeInTheDocument();
  });

  it('puts a usage card on the dashboard that leads to /usage', () => {
    const [{ Component }] = widgets;
    renderRemote(<Component shell={testShell()} />);
    expect(screen.getByRole('link', { name: 'View usage' })).toHaveAttribute('href', '/usage');
  });
});
