import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemote, superuser, testShell } from '@touchline/shell-contract/testing';
import { AdminPage } from './pages/AdminPage';
import { routes } from './routes';

describe('mf-admin', () => {
  it('provides the /admin screen', () => {
    expect(routes.map((route) => route.path)).toEqual(['/admin']);
  });

  it('shows the page it was given and the signed-in superuser', () => {
    renderRemote(<AdminPage search={{ page: 2 }} shell={testShell({ viewer: superuser })} />);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
  });

  it('turns away users who are not superusers', () => {
    renderRemote(<AdminPage search={{ page: 1 }} shell={testShell({ viewer: { ...superuser, isSuperuser: false } })} />);
    expect(screen.getByText('Superusers only')).toBeInTheDocument();
    expect(screen.queryByText('Users Management')).toBeNull();
  });
});
