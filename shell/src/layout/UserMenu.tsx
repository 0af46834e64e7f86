import { Avatar, LogOutIcon, Menu, MenuItem, MenuSeparator, Skeleton, UserIcon } from '@touchline/ui-kit';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { useSession } from '../session/sessionContext';
import { displayName } from './displayName';

const Name = styled.span`
  max-width: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Where the avatar goes while the user is unknown: no initials to show, and no made-up ones. */
const NoAvatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.neutralSubtle};
  color: ${({ theme }) => theme.colors.neutralSubtleText};
`;

/**
 * The signed-in user's menu (spec section 2: avatar or initials, then the full name, the e-mail or
 * 'User'). Until the user is known (still loading, or the read failed) it names no one: a
 * placeholder that is not a name, and the menu still offers My Profile and Log Out.
 */
export function UserMenu() {
  const { viewer, isViewerLoading, signOut } = useSession();
  const navigate = useNavigate();
  const name = viewer ? displayName(viewer) : null;
  return (
    <Menu
      align="end"
      label={name ? `Account menu for ${name}` : 'Account menu'}
      trigger={
        name ? (
          <>
            <Avatar name={name} src={viewer?.avatarUrl} size="sm" isDecorative />
            <Name>{name}</Name>
          </>
        ) : (
          <>
            <NoAvatar aria-hidden>
              <UserIcon size={14} />
            </NoAvatar>
            {isViewerLoading ? <Skeleton width="6rem" height="0.875rem" /> : <Name>Account</Name>}
          </>
        )
      }
    >
      <MenuItem icon={<UserIcon size={16} />} onSelect={() => navigate('/settings')}>
        My Profile
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<LogOutIcon size={16} />} onSelect={signOut}>
        Log Out
      </MenuItem>
    </Menu>
  );
}
