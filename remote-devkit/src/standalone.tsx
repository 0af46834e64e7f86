// Dev harness: lets a remote run on its own dev server (`npm run dev -w @touchline/mf-keys`) with
// the same providers the shell lends it. Never part of what the shell loads.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import {
  parseSearch,
  type DashboardWidget,
  type RemoteName,
  type RemoteRoute,
  type RouteProps,
  type ShellServices,
} from '@touchline/shell-contract';
import {
  Badge,
  ColorModeProvider,
  ColorModeToggle,
  Heading,
  Inline,
  Stack,
  Text,
  ToastProvider,
} from '@touchline/ui-kit';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { localRuntimeConfig } from './local-runtime-config.ts';

const TOKEN_KEY = 'access_token';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Main = styled.main`
  max-width: 75rem;
  padding: ${({ theme }) => theme.space[8]};
`;

const WidgetGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

function useStandaloneServices(): ShellServices {
  const navigate = useNavigate();
  const client = useApolloClient();
  return useMemo(
    () => ({
      config: localRuntimeConfig,
      viewer: null,
      signIn(accessToken) {
        window.localStorage.setItem(TOKEN_KEY, accessToken);
        navigate('/');
      },
      signOut() {
        window.localStorage.removeItem(TOKEN_KEY);
        void client.clearStore();
        navigate('/');
      },
    }),
    [client, navigate],
  );
}

function Screen({ route, shell }: { route: RemoteRoute; shell: ShellServices }) {
  const [params] = useSearchParams();
  const Component = route.Component as React.ComponentType<RouteProps>;
  return <Component search={parseSearch(route.path, params)} shell={shell} />;
}

function Harness({ name, routes, widgets }: Required<StandaloneOptions>) {
  const shell = useStandaloneServices();
  return (
    <>
      <Bar>
        <Badge tone="info">{name} · standalone</Badge>
        <NavLink to="/__widgets">Widgets</NavLink>
        {routes.map((route) => (
          <NavLink key={route.path} to={route.path} end>
            {route.title}
          </NavLink>
        ))}
        <Inline style={{ marginLeft: 'auto' }}>
          <ColorModeToggle />
        </Inline>
      </Bar>
      <Main>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<Screen route={route} shell={shell} />} />
          ))}
          <Route
            path="*"
            element={
              <Stack gap={5}>
                <Heading level={1}>{name} on its own</Heading>
                <Text tone="muted">
                  The shell normally composes these screens. Pick one above; widgets it exposes are shown below.
                </Text>
                <WidgetGrid>
                  {widgets.map(({ id, Component }) => (
                    <Component key={id} shell={shell} />
                  ))}
                </WidgetGrid>
              </Stack>
            }
          />
        </Routes>
      </Main>
    </>
  );
}

export interface StandaloneOptions {
  name: RemoteName;
  routes: readonly RemoteRoute[];
  widgets?: readonly DashboardWidget[];
}

export function renderStandalone({ name, routes, widgets = [] }: StandaloneOptions) {
  const client = new ApolloClient({
    link: ApolloLink.from([
      new SetContextLink(({ headers }) => {
        const token = window.localStorage.getItem(TOKEN_KEY);
        return token ? { headers: { ...headers, Authorization: `Bearer ${token}` } } : {};
      }),
      new HttpLink({ uri: localRuntimeConfig.graphqlUrl, credentials: 'include' }),
    ]),
    cache: new InMemoryCache(),
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ColorModeProvider>
        <ToastProvider>
          <ApolloProvider client={client}>
            <BrowserRouter>
              <Harness name={name} routes={routes} widgets={widgets} />
            </BrowserRouter>
          </ApolloProvider>
        </ToastProvider>
      </ColorModeProvider>
    </StrictMode>,
  );
}
