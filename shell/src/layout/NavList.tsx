import { NavLink } from 'react-router';
import { styled } from 'styled-components';
import { useSession } from '../session/sessionContext';
import { adminNavigation, mainNavigation, type NavEntry } from './navigation';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SectionHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space[5]} 0 ${theme.space[1.5]}`};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  svg {
    flex-shrink: 0;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primarySubtleText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

function Entries({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  return (
    <List>
      {entries.map(({ to, label, Icon }) => (
        <li key={to}>
          <Link to={to} end={to === '/'} onClick={onNavigate}>
            <Icon size={18} />
            {label}
          </Link>
        </li>
      ))}
    </List>
  );
}

/** The sidebar entries, shared by the desktop sidebar and the small-screen drawer. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { viewer } = useSession();
  return (
    <nav aria-label="Main">
      <Entries entries={mainNavigation} onNavigate={onNavigate} />
      {viewer?.isSuperuser && (
        <>
          <SectionHeading>Admin</SectionHeading>
          <Entries entries={adminNavigation} onNavigate={onNavigate} />
        </>
      )}
    </nav>
  );
}
