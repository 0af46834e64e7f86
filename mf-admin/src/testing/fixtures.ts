// Sample accounts for unit tests and stories (kept free of test-only imports so stories can use them).
import { testShell } from '@touchline/remote-devkit/testing/shell';
import type { ShellServices, Viewer } from '@touchline/shell-contract';
import { AdminUsersQuery, USERS_PAGE_SIZE } from '../pages/AdminPage';

/** Same as `superuser` from @touchline/remote-devkit/testing. */
export const adminViewer: Viewer = {
  id: '1',
  email: 'admin@example.com',
  fullName: 'Touchline Admin',
  avatarUrl: null,
  isSuperuser: true,
};

export interface UserFixture {
  __typename: 'User';
  id: string;
  email: string;
  fullName: string | null;
  isSuperuser: boolean;
  isActive: boolean;
  createdAt: string;
  twoFactorEnabled: boolean;
}

export function userFixture(overrides: Partial<UserFixture> = {}): UserFixture {
  return {
    __typename: 'User',
    id: 'u-2',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    isSuperuser: false,
    isActive: true,
    createdAt: '2026-11-03T09:30:00.000Z',
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** The seeded superuser as a row, with the same id as the viewer the tests sign in with. */
export const viewerRow = userFixture({
  id: adminViewer.id,
  email: adminViewer.email,
  fullName: adminViewer.fullName,
  isSuperuser: true,
  createdAt: '2026-10-01T08:00:00.000Z',
});

export const sampleUsers: UserFixture[] = [
  userFixture(),
  userFixture({
    id: 'u-3',
    email: 'grace@example.com',
    fullName: 'Grace Hopper',
    isActive: false,
    twoFactorEnabled: true,
  }),
  userFixture({ id: 'u-4', email: 'linus@example.com', fullName: null, isSuperuser: true }),
  viewerRow,
];

/** What the create mutation sends for a new user typed into the Add user form (no name, a plain user). */
export const newUserInput = {
  email: 'new@example.com',
  fullName: null,
  password: 'long-enough',
  isSuperuser: false,
  isActive: true,
};

/** What the update mutation sends when the first sample user's e-mail is changed to Grace's, already taken. */
export const firstUserWithTakenEmail = {
  email: 'grace@example.com',
  fullName: 'Ada Lovelace',
  isSuperuser: false,
  isActive: true,
};

export function usersPageMock({
  page = 1,
  users = sampleUsers,
  count = users.length,
}: { page?: number; users?: UserFixture[]; count?: number } = {}) {
  return {
    request: { query: AdminUsersQuery, variables: { skip: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE } },
    result: { data: { users: { __typename: 'UserPage' as const, count, data: users } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const normalUser: Viewer = {
  ...adminViewer,
  id: 'u-9',
  email: 'joe@example.com',
  fullName: 'Joe Bloggs',
  isSuperuser: false,
};

/** What the shell lends a screen, for stories, with the viewer the story is about. */
export function storyShell(viewer: Viewer | null): ShellServices {
  return testShell({ viewer });
}
