import { Checkbox, Field, Input, PasswordInput, useForm } from '@touchline/ui-kit/forms';
import { AddOrEditDialog } from '@touchline/ui-kit/dialogs';
import { Text } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { UserFormDialog_UserFragment } from '../graphql/graphql';
import { useCreateUser } from '../hooks/useCreateUser';
import { useUpdateUser } from '../hooks/useUpdateUser';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, validateUser } from './userValidation';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const UserFormDialogUserFragment = graphql(`
  fragment UserFormDialog_user on User {
    id
    email
    fullName
    isSuperuser
    isActive
  }
`);

export type UserFormDialogUser = UserFormDialog_UserFragment;

const Flags = styled.fieldset`
  min-width: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface UserFormDialogProps {
  /** The user to edit; without one the dialog adds a new user. */
  user?: UserFormDialogUser;
  /**
   * Editing one's own account: role, status and password stay as they are. Losing superuser rights
   * or the token (a new password ends every session) would end this session on the next read.
   */
  isSelf?: boolean;
  onClose: () => void;
}

/**
 * Add or edit an account. Fields are checked when left, and all of them on Save. While it saves the
 * dialog cannot be closed; a refusal is shown (and announced) in it, above the form, which keeps
 * what was typed, until a field is edited or Save is pressed again.
 */
export function UserFormDialog({ user, isSelf = false, onClose }: UserFormDialogProps) {
  const isEditing = user !== undefined;
  const { createUser, isCreating, error: createError } = useCreateUser();
  const { updateUser, isUpdating, error: updateError } = useUpdateUser();
  const isSaving = isCreating || isUpdating;
  const failure = isEditing ? updateError : createError;
  const form = useForm(
    {
      email: user?.email ?? '',
      fullName: user?.fullName ?? '',
      password: '',
      confirmPassword: '',
      isSuperuser: user?.isSuperuser ?? false,
      isActive: user?.isActive ?? true,
    },
    (values) => validateUser(values, { isPasswordRequired: !isEditing }),
  );

  const onSubmit = async () => {
    if (!form.submit()) return;
    const { email, fullName, password, isSuperuser, isActive } = form.values;
    const common = { email: email.trim(), fullName: fullName.trim() || null };
    const isSaved = user
      ? await updateUser(user.id, {
          ...common,
          ...(isSelf ? {} : { isSuperuser, isActive, ...(password ? { password } : {}) }),
        })
      : await createUser({ ...common, password, isSuperuser, isActive });
    if (isSaved) onClose();
  };

  return (
    <AddOrEditDialog
      noun="user"
      isEditing={isEditing}
      onClose={onClose}
      onSubmit={onSubmit}
      isSaving={isSaving}
      description={
        isEditing
          ? `Update the details of ${user.email}.`
          : 'Create an account. An active account can log in straight away.'
      }
      failure={failure}
      values={form.values}
    >
      <Field
        label="Email"
        required
        error={form.errors.email}
        // The server refuses it here: one's own address changes with the password and a confirmation from the new one.
        hint={isSelf ? 'To change your own e-mail address, use Settings: it asks for your password.' : undefined}
      >
        <Input
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          maxLength={EMAIL_MAX_LENGTH}
          readOnly={isSelf}
          {...form.field('email')}
        />
      </Field>
      <Field label="Full name" error={form.errors.fullName}>
        <Input autoComplete="off" maxLength={FULL_NAME_MAX_LENGTH} {...form.field('fullName')} />
      </Field>
      {isSelf ? (
        <Text size="sm" tone="muted">
          To change your own password, use Settings: changing it here would end your session.
        </Text>
      ) : (
        <>
          <Field
            label={isEditing ? 'New password' : 'Password'}
            required={!isEditing}
            hint={isEditing ? 'Leave blank to keep the current password.' : '8 to 128 characters.'}
            error={form.errors.password}
          >
            <PasswordInput
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              fieldLabel={isEditing ? 'new password' : 'password'}
              {...form.field('password')}
            />
          </Field>
          <Field label="Confirm password" required={!isEditing} error={form.errors.confirmPassword}>
            <PasswordInput
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              fieldLabel="password confirmation"
              {...form.field('confirmPassword')}
            />
          </Field>
        </>
      )}
      <Flags>
        <legend>Access</legend>
        <Checkbox label="Is superuser?" disabled={isSelf} {...form.checkbox('isSuperuser')} />
        <Checkbox label="Is active?" disabled={isSelf} {...form.checkbox('isActive')} />
        {isSelf && (
          <Text size="sm" tone="muted">
            You cannot change your own role or deactivate your own account.
          </Text>
        )}
      </Flags>
    </AddOrEditDialog>
  );
}
