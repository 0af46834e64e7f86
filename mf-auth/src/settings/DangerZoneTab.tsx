import { Button, Notice, Stack, Text, useToast } from '@touchline/ui-kit';
import { Field, Input } from '@touchline/ui-kit/forms';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDeleteAccount } from '../hooks/useDeleteAccount';
import { CurrentPasswordField, GOOGLE_ACCOUNT_HINT } from './CurrentPasswordField';
import { SettingsSection } from './SettingsSection';

/** What must be typed before the account can be deleted. */
const DELETE_CONFIRMATION = 'DELETE';
/** The server's inherited refusal (behaviour notes, DELETE /api/users/me). */
const SUPERUSER_REFUSAL = 'Super users are not allowed to delete themselves';

const Consequences = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Narrow = styled(Stack)`
  max-width: 26rem;
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface DangerZoneTabProps {
  isSuperuser: boolean;
  /** Called once the account is gone: the shell ends the session and opens /login. */
  onDeleted: () => void;
}

/** "Danger zone": deletes one's own account after the word DELETE is typed. */
export function DangerZoneTab({ isSuperuser, onDeleted }: DangerZoneTabProps) {
  const [confirmation, setConfirmation] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const { deleteAccount, isDeleting } = useDeleteAccount();
  const toast = useToast();
  const isConfirmed = confirmation.trim() === DELETE_CONFIRMATION;
  const error =
    isTouched && !isConfirmed
      ? confirmation.trim()
        ? `Type ${DELETE_CONFIRMATION} in capital letters to confirm`
        : 'Confirmation is required'
      : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (!isConfirmed) return;
    // The server refuses with a 403, and spec section 8 makes any 403 end the session: a
    // superuser would be logged out for asking. Refuse here with the server's own words instead.
    if (isSuperuser) {
      toast.error(SUPERUSER_REFUSAL);
      return;
    }
    if (await deleteAccount(currentPassword)) onDeleted();
  };

  return (
    <SettingsSection
      tone="danger"
      title="Delete account"
      description="Permanently removes your account. This cannot be undone."
      onSubmit={onSubmit}
      actions={
        <Button type="submit" variant="danger" isLoading={isDeleting} disabled={!isConfirmed}>
          Delete account
        </Button>
      }
    >
      <Narrow gap={4}>
        <Stack gap={2}>
          <Text>Deleting your account also removes:</Text>
          <Consequences>
            <li>your API keys, which stop working at once;</li>
            <li>your paid plan, if you have one: its subscription is cancelled at once, with no further charges;</li>
            <li>your items and usage history.</li>
          </Consequences>
        </Stack>
        {isSuperuser && (
          <Notice tone="danger" title="This account cannot delete itself">
            {SUPERUSER_REFUSAL}. Ask another superuser to remove your superuser role first.
          </Notice>
        )}
        <Field
          label={
            <>
              Type <Code>{DELETE_CONFIRMATION}</Code> to confirm
            </>
          }
          error={error}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            onBlur={() => setIsTouched(true)}
          />
        </Field>
        <CurrentPasswordField
          hint={GOOGLE_ACCOUNT_HINT}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      </Narrow>
    </SettingsSection>
  );
}
