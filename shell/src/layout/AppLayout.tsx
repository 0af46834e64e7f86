import {
  Button,
  ColorModeToggle,
  Drawer,
  IconButton,
  Inline,
  Logo,
  LogOutIcon,
  MenuIcon,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, Outlet } from 'react-router';
import { styled } from 'styled-components';
import { useSession } from '../session/sessionContext';
import { NavList } from './NavList';
import { UserMenu } from './UserMenu';

// Apollo Client's users here, loaded lazily since /login loads this module too (DashboardPage.tsx),
// into the one chunk of the signed-in shell (signedInSession.ts).
const UsageSeenMarker = lazy(() =>
  import(/* webpackChunkName: "signed-in" */ '../pages/home/UsageSeenMarker').then(({ UsageSeenMarker }) => ({
    default: UsageSeenMarker,
  })),
);
const QuotaAlertBanner = lazy(() =>
  import(/* webpackChunkName: "signed-in" */ './QuotaAlertBanner').then(({ QuotaAlertBanner }) => ({
    default: QuotaAlertBanner,
  })),
);

const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
`;

/** Spec: shown from the medium breakpoint up. */
const TopBar = styled.header`
  display: none;
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndices.sticky};
    display: flex;
    align-items: center;
    justify-content: space-between;
    height: ${({ theme }) => theme.topBar.heightMd};
    padding: ${({ theme }) => `0 ${theme.space[5]}`};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Small screens: only the way into the drawer, and the way home. */
const MobileBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.topBar.height};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: 15rem minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  display: none;
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.topBar.heightMd};
    display: block;
    height: calc(100vh - ${({ theme }) => theme.topBar.heightMd});
    overflow-y: auto;
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
    background: ${({ theme }) => theme.colors.surface};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Main = styled.main`
  min-width: 0;
  max-width: 75rem;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[10]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[8]} ${theme.space[12]}`};
  }
`;

/** The first Tab stop: past the top bar and the sidebar, into the screen. Shown while focused. */
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const MAIN_ID = 'main-content';

/** Moves focus into the screen (the link's target alone would only scroll there in some browsers). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

const Email = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  word-break: break-all;
`;

export function AppLayout() {
  const { viewer, signOut } = useSession();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const closeDrawer = () => setIsDrawerOpen(false);

  return (
    <Shell>
      <SkipLink href={`#${MAIN_ID}`} onClick={skipToContent}>
        Skip to content
      </SkipLink>
      <TopBar aria-label="Account and settings">
        <HomeLink to="/" aria-label="Touchline dashboard">
          <Logo size={28} />
        </HomeLink>
        <Inline gap={2}>
          <ColorModeToggle />
          <UserMenu />
        </Inline>
      </TopBar>

      <MobileBar>
        <IconButton label="Open menu" aria-expanded={isDrawerOpen} onClick={() => setIsDrawerOpen(true)}>
          <MenuIcon size={20} />
        </IconButton>
        <HomeLink to="/" aria-label="Touchline dashboard">
          <Logo size={24} />
        </HomeLink>
      </MobileBar>
      <Drawer
        isOpen={isDrawerOpen}
        onClose={closeDrawer}
        title={<Logo size={24} />}
        footer={
          <Stack gap={3}>
            <Text size="sm" tone="muted">
              Logged in as: <Email>{viewer?.email ?? '…'}</Email>
            </Text>
            <Inline justify="between">
              <Button variant="secondary" size="sm" onClick={signOut}>
                <LogOutIcon size={16} />
                Log Out
              </Button>
              <ColorModeToggle />
            </Inline>
          </Stack>
        }
      >
        <NavList onNavigate={closeDrawer} />
      </Drawer>

      <Body>
        <Sidebar aria-label="Sidebar">
          <NavList />
        </Sidebar>
        <Main id={MAIN_ID} tabIndex={-1}>
          <Suspense fallback={null}>
            <QuotaAlertBanner />
          </Suspense>
          <Outlet />
        </Main>
        <Suspense fallback={null}>
          <UsageSeenMarker />
        </Suspense>
      </Body>
    </Shell>
  );
}
