// What the user routes and mutations take, written once: the services' parameter types are
// derived from these, REST's bodies are these in snake_case (user.routes.ts), and GraphQL's input
// types are made from them (user.resolver.ts).
import { Type, type Static } from 'typebox';
import { UserField } from './user.rules.js';

const closed = { additionalProperties: false };
const profile = { fullName: UserField.fullName(), email: UserField.email(), avatarUrl: UserField.avatarUrl() };
const rights = { isActive: Type.Boolean(), isSuperuser: Type.Boolean() };

export const ProfileChanges = Type.Partial(Type.Object(profile), closed);
export type ProfileChanges = Static<typeof ProfileChanges>;

export const AdminUserChanges = Type.Partial(
  Type.Object({ ...profile, password: UserField.password(), ...rights }),
  closed,
);
export type AdminUserChanges = Static<typeof AdminUserChanges>;

export const NewUser = Type.Object(
  {
    email: UserField.email(),
    password: UserField.password(),
    ...Type.Partial(Type.Object({ fullName: profile.fullName, ...rights })).properties,
  },
  closed,
);
export type NewUser = Static<typeof NewUser>;

/** The current password proves who is there; an account without one (Google) leaves it out and must have signed in recently. */
export const PasswordChange = Type.Object({
  currentPassword: Type.Optional(UserField.currentPassword()),
  newPassword: UserField.password(),
});

/** What proves, once more, that the account's owner is there (ReAuthentication). */
export const ReAuthenticationInput = Type.Object({ currentPassword: Type.Optional(UserField.currentPassword()) });

export const EmailChangeRequest = Type.Object({
  newEmail: UserField.email(),
  currentPassword: Type.Optional(UserField.currentPassword()),
});
