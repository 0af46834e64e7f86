import { MockedProvider } from '@apollo/client/testing/react';
import { jest } from '@jest/globals';
import { act, render, type RenderResult } from '@testing-library/react';
import { singletonProbe } from '@touchline/remote-devkit/probe';
import { localRuntimeConfig } from '@touchline/remote-devkit/testing';
import type {
  RemoteName,
  RemoteRoutesModule,
  RemoteWidgetsModule,
  RouteProps,
  RuntimeConfig,
  ShellServices,
} from '@touchline/shell-contract';
import { ColorModeProvider, ToastProvider, useToast } from '@touchline/ui-kit';
import type { ComponentProps } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { ShellEnvironmentProvider } from '../providers/ShellEnvironment';
import type { RemoteRegistry } from '../remotes/registry';
import { authenticatedRemoteScreens, linkRemoteScreens, publicRemoteScreens } from '../remotes/screens';
import { AppRoutes } from '../router';
import { CurrentUserQuery } from '../session/currentUserQuery';
import { SessionProvider } from '../session/SessionProvider';
import { ACCESS_TOKEN_KEY } from '../session/tokenStore';

export const testConfig: RuntimeConfig = {
  ...localRuntimeConfig,
  remotes: {
    mf_auth: 'https://cdn.test/mf-auth/mf-manifest.json',
    mf_keys: 'https://cdn.test/mf-keys/mf-manifest.json',
  },
};

/** What a remote can tell of the signed-in user from its `shell` prop. */
function viewerState({ viewer, viewerStatus }: ShellServices): string {
  if (viewer) return viewer.email;
  if (viewerStatus?.isLoading) return 'loading';
  return viewerStatus?.error ? 'failed' : 'none';
}

/** A remote whose every screen says which remote and path it is, and what search it received. */
function fakeRoutesModule(remote: RemoteName): RemoteRoutesModule {
  const screens = [...publicRemoteScreens, ...linkRemoteScreens, ...authenticatedRemoteScreens].filter(
    (entry) => entry.remote === remote,
  );
  return {
    probe: singletonProbe,
    routes: screens.map(({ path }) => ({
      path,
      title: path,
      Component: function FakeScreen({ search, shell }: RouteProps) {
        const toast = useToast();
        return (
          <>
            <h1>
              {remote} screen {path} {JSON.stringify(search)}
            </h1>
            <button type="button" onClick={() => shell.signIn(`token-from-${remote}`)}>
              Sign in through {remote}
            </button>
            <p>
              {remote} viewer: {viewerState(shell)}
            </p>
            <button type="button" onClick={() => shell.viewerStatus?.retry()}>
              Read the viewer again through {remote}
            </button>
            <button type="button" onClick={() => toast.error(`${remote} refused`)}>
              Fail through {remote}
            </button>
          </>
        );
      },
    })) as unknown as RemoteRoutesModule['routes'],
  };
}

export function fakeRegistry(): RemoteRegistry & {
  loadRoutes: jest.Mock<RemoteRegistry['loadRoutes']>;
  loadWidgets: jest.Mock<RemoteRegistry['loadWidgets']>;
} {
  // Like the real registry, the same remote always answers with the same promise.
  const routes = new Map<RemoteName, Promise<RemoteRoutesModule>>();
  const noWidgets: Promise<RemoteWidgetsModule> = Promise.resolve({ widgets: [] });
  return {
    forgetFailure: () => undefined,
    loadRoutes: jest.fn<RemoteRegistry['loadRoutes']>((remote) => {
      if (!routes.has(remote)) routes.set(remote, Promise.resolve(fakeRoutesModule(remote)));
      return routes.get(remote)!;
    }),
    loadWidgets: jest.fn<RemoteRegistry['loadWidgets']>(() => noWidgets),
  };
}

export interface ViewerFixture {
  email: string;
  fullName: string | null;
  isSuperuser?: boolean;
}

export function currentUserMock(viewer: ViewerFixture) {
  return {
    request: { query: CurrentUserQuery },
    result: {
      data: {
        currentUser: {
          __typename: 'User' as const,
          id: '1',
          avatarUrl: null,
          isSuperuser: false,
          ...viewer,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function LocationDisplay() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderShellOptions {
  path: string;
  token?: string | null;
  /** Defaults to a CurrentUser answer for Ada Lovelace. */
  mocks?: ComponentProps<typeof MockedProvider>['mocks'];
  registry?: RemoteRegistry;
  reload?: (path: string) => void;
}

/**
 * The shell as bootstrap renders it, with a memory router, mocked GraphQL and fake remotes.
 * Rendered inside an awaited act() so screens that suspend on a remote load resume.
 */
export async function renderShell({
  path,
  token = null,
  mocks = [currentUserMock({ email: 'ada@example.com', fullName: 'Ada Lovelace' })],
  registry = fakeRegistry(),
  reload,
}: RenderShellOptions) {
  if (token) window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  else window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[path]}>
          <ColorModeProvider>
            <ToastProvider>
              <SessionProvider>
                <ShellEnvironmentProvider config={testConfig} registry={registry}>
                  <AppRoutes reload={reload} />
                  <LocationDisplay />
                </ShellEnvironmentProvider>
              </SessionProvider>
            </ToastProvider>
          </ColorModeProvider>
        </MemoryRouter>
      </MockedProvider>,
    );
  });
  return { ...result, registry };
}
