import { Avatar, Badge, Button, Inline, Stack, Text } from '@touchline/ui-kit';
import { Field, Input, useForm } from '@touchline/ui-kit/forms';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { avatarUrlError, fullNameLengthError, MAX_FULL_NAME_LENGTH, onlyErrors } from '../components/validation';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { SettingsSection } from './SettingsSection';

/** The signed-in user as SettingsProfileQuery reads it (spelled out: Storybook's docgen reads the props). */
export interface Profile {
  id: string;
  email: string;
  fullName?: string | null;
  avatarUrl?: string | null;
  isActive: boolean;
  isSuperuser: boolean;
  createdAt: string;
}
type ProfileField = 'fullName' | 'avatarUrl';

function validate(values: Record<ProfileField, string>) {
  return onlyErrors({
    fullName: fullNameLengthError(values.fullName),
    avatarUrl: avatarUrlError(values.avatarUrl),
  });
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 9rem minmax(0, 1fr);
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    flex-direction: column;
    text-align: center;
  }
`;

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

const saved = (profile: Pick<Profile, 'fullName' | 'avatarUrl'>): Record<ProfileField, string> => ({
  fullName: profile.fullName ?? '',
  avatarUrl: profile.avatarUrl ?? '',
});

/** "My profile": full name and avatar address, saved with updateMe. The e-mail has a card of its own (EmailSection). */
export function ProfileTab({ profile }: { profile: Profile }) {
  const initial = saved(profile);
  const form = useForm(initial, validate);
  const { updateProfile, isSaving } = useUpdateProfile();
  const previewUrl = avatarUrlError(form.values.avatarUrl) ? null : form.values.avatarUrl.trim() || null;
  const previewName = form.values.fullName.trim() || profile.email || 'User';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) return;
    const { fullName, avatarUrl } = form.values;
    const stored = await updateProfile({
      fullName: fullName.trim() || null,
      avatarUrl: avatarUrl.trim() || null,
    });
    if (stored) form.reset(saved(stored));
  };

  return (
    <SettingsSection
      title="My profile"
      description="How you appear in the dashboard."
      onSubmit={onSubmit}
      actions={
        <>
          {/* aria-disabled, not disabled: after a save (or a cancel) the focus stays on the button pressed. */}
          <Button
            type="button"
            variant="ghost"
            aria-disabled={!form.isDirty || isSaving}
            onClick={() => form.reset(initial)}
          >
            Cancel
          </Button>
          <Button type="submit" isLoading={isSaving} aria-disabled={!form.isDirty}>
            Save
          </Button>
        </>
      }
    >
      <Layout>
        <Identity>
          <Avatar name={previewName} src={previewUrl} size="lg" isDecorative />
          <Stack gap={1} align="center">
            <Inline gap={1.5} wrap justify="center">
              {profile.isSuperuser ? <Badge tone="primary">Superuser</Badge> : <Badge>User</Badge>}
              {profile.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Not activated</Badge>}
            </Inline>
            <Text tone="muted" size="xs">
              Member since {memberSince(profile.createdAt)}
            </Text>
          </Stack>
        </Identity>
        <Stack gap={4}>
          <Field label="Full Name" error={form.errors.fullName}>
            <Input autoComplete="name" maxLength={MAX_FULL_NAME_LENGTH} {...form.field('fullName')} />
          </Field>
          <Field
            label="Avatar URL"
            error={form.errors.avatarUrl}
            hint="An http or https link to a square image. Leave empty for your initials."
          >
            <Input type="url" inputMode="url" placeholder="https://…" {...form.field('avatarUrl')} />
          </Field>
        </Stack>
      </Layout>
    </SettingsSection>
  );
}
