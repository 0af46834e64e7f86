import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { styled } from 'styled-components';
import { Avatar } from './Avatar';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from './Card';
import { ColorModeToggle } from './ColorModeToggle';
import { Heading } from './Heading';
import {
  ChartIcon,
  CreditCardIcon,
  HomeIcon,
  KeyIcon,
  LogOutIcon,
  PlusIcon,
  SettingsIcon,
  TerminalIcon,
  UserIcon,
} from './icons';
import { Logo } from './Logo';
import { Menu, MenuItem, MenuSeparator } from './Menu';
import { Inline, Stack } from './Stack';
import { Table, TBody, Td, Th, THead, Tr } from '@touchline/ui-kit/tables';
import { Text } from './Text';

// A composition of the kit in the product's layout, for judging the whole at a glance.
const meta = {
  title: 'Overview',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Shell = styled.div`
  display: grid;
  grid-template-rows: 3.5rem 1fr;
  min-height: 100vh;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 15rem 1fr;
`;

const Sidebar = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[3]};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const SectionLabel = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[1]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NavLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primarySubtleText};
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[8]}`};
  max-width: 72rem;
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

const BigNumber = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
`;

const stats = [
  { label: 'Requests (24h)', value: '12,480', delta: '+8.2% vs yesterday', tone: 'success' as const },
  { label: 'Error rate', value: '0.31%', delta: '−0.05 pts', tone: 'success' as const },
  { label: 'p95 latency', value: '184 ms', delta: 'Cache hit 71%', tone: 'muted' as const },
];

const endpoints = [
  { path: '/api/flashscore/football/live', calls: '6,912', status: 'Live', tone: 'success' as const },
  { path: '/api/flashscore/match/{id}/details', calls: '3,204', status: 'Live', tone: 'success' as const },
  { path: '/api/transfermarkt/players/{id}/profile', calls: '1,877', status: 'Cached', tone: 'info' as const },
  { path: '/api/transfermarkt/clubs/{id}/players', calls: '487', status: 'Slow', tone: 'warning' as const },
];

function Dashboard() {
  return (
    <Shell>
      <TopBar>
        <Logo size={26} />
        <Inline gap={2}>
          <ColorModeToggle />
          <Menu
            align="end"
            label="Account menu for Jane Doe"
            trigger={
              <>
                <Avatar name="Jane Doe" size="sm" isDecorative />
                Jane Doe
              </>
            }
          >
            <MenuItem icon={<UserIcon />} onSelect={() => {}}>
              My Profile
            </MenuItem>
            <MenuSeparator />
            <MenuItem icon={<LogOutIcon />} onSelect={() => {}}>
              Log Out
            </MenuItem>
          </Menu>
        </Inline>
      </TopBar>
      <Body>
        <Sidebar aria-label="Main">
          <NavLink href="#/" aria-current="page">
            <HomeIcon /> Dashboard
          </NavLink>
          <NavLink href="#/api-keys">
            <KeyIcon /> API Keys
          </NavLink>
          <NavLink href="#/api-explorer">
            <TerminalIcon /> API Explorer
          </NavLink>
          <NavLink href="#/usage">
            <ChartIcon /> Usage
          </NavLink>
          <NavLink href="#/billing">
            <CreditCardIcon /> Billing
          </NavLink>
          <NavLink href="#/settings">
            <SettingsIcon /> Settings
          </NavLink>
          <SectionLabel>Admin</SectionLabel>
          <NavLink href="#/admin">
            <UserIcon /> Manage Users
          </NavLink>
        </Sidebar>
        <Main>
          <Stack gap={6}>
            <Inline justify="between" align="end" wrap gap={4}>
              <Stack gap={1}>
                <Heading level={1}>Hi, Jane</Heading>
                <Text tone="muted">Welcome back, nice to see you again!</Text>
              </Stack>
              <Button>
                <PlusIcon /> Create API key
              </Button>
            </Inline>
            <Stats>
              {stats.map((stat) => (
                <Card key={stat.label}>
                  <CardBody>
                    <Stack gap={1}>
                      <Text size="sm" tone="muted">
                        {stat.label}
                      </Text>
                      <BigNumber>{stat.value}</BigNumber>
                      <Text size="sm" tone={stat.tone}>
                        {stat.delta}
                      </Text>
                    </Stack>
                  </CardBody>
                </Card>
              ))}
            </Stats>
            <Card>
              <CardHeader>
                <div>
                  <CardTitle>Top endpoints</CardTitle>
                  <CardDescription>Last 24 hours, all keys.</CardDescription>
                </div>
                <Button variant="secondary" size="sm">
                  View usage
                </Button>
              </CardHeader>
              <Table isFramed={false}>
                <THead>
                  <Tr>
                    <Th scope="col">Endpoint</Th>
                    <Th scope="col" style={{ textAlign: 'right' }}>
                      Calls
                    </Th>
                    <Th scope="col">Status</Th>
                  </Tr>
                </THead>
                <TBody>
                  {endpoints.map((endpoint) => (
                    <Tr key={endpoint.path}>
                      <Td>
                        <Text as="code" isMono size="sm">
                          {endpoint.path}
                        </Text>
                      </Td>
                      <Td style={{ textAlign: 'right' }}>{endpoint.calls}</Td>
                      <Td>
                        <Badge tone={endpoint.tone} withDot>
                          {endpoint.status}
                        </Badge>
                      </Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
            </Card>
          </Stack>
        </Main>
      </Body>
    </Shell>
  );
}

export const Dashboard_: Story = { name: 'Dashboard', render: () => <Dashboard /> };
