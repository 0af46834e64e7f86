// The admin screen rendered as the shell renders it, and the ways its tests find their way around it.
import { fireEvent, screen } from '@testing-library/react';
import { renderRemote, superuser, testShell } from '@touchline/remote-devkit/testing';
import type { Viewer } from '@touchline/shell-contract';
import type { ComponentProps } from 'react';
import type { MockedProvider } from '@apollo/client/testing/react';
import { useLocation } from 'react-router';
import { AdminPage } from '../pages/AdminPage';
import { usersPageMock } from './fixtures';

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

/** The address, for a test to read (`getByTestId('location')`). */
export function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderAdmin({
  page = 1,
  viewer = superuser,
  mocks = [usersPageMock()],
}: { page?: number; viewer?: Viewer | null; mocks?: Mocks } = {}) {
  return renderRemote(
    <>
      <AdminPage search={{ page }} shell={testShell({ viewer })} />
      <Location />
    </>,
    { mocks, path: page === 1 ? '/admin' : `/admin?page=${page}` },
  );
}

export const usersTable = () => screen.findByRole('table', { name: 'Users' });
export const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

export async function openRowAction(email: string, action: 'Edit' | 'Delete') {
  fireEvent.click(await screen.findByRole('button', { name: `${action} ${email}` }));
}
