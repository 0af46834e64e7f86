import { Avatar, LogOutIcon, Menu, MenuItem, MenuSeparator, UserIcon } from '@touchline/ui-kit';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { useSession } from '../session/SessionProvider';
import { displayName } from './displayName';

const Name = styled.span`
  max-width: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export function UserMenu() {
  const { viewer, signOut } = useSession();
  const navigate = useNavigate();
  const name = displayName(viewer);
  return (
    <Menu
      align="end"
      label={`Account menu for ${name}`}
      trigger={
        <>
          <Avatar name={name} src={viewer?.avatarUrl} size="sm" isDecorative />
          <Name>{name}</Name>
        </>
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
