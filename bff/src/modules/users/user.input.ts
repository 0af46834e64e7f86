// What the user routes and mutations take, written once: the services' parameter types are
// derived from these, REST's bodies are these in snake_case (user.routes.ts), and GraphQL's input
// types are made from them (user.resolver.ts).
import { Type, type Static } from 'typebox';
import { UserField } from './user.rules.js';

export const ProfileChanges = Type.Object({
  fullName: Type.Optional(UserField.fullName()),
  email: Type.Optional(UserField.email()),
  avatarUrl: Type.Optional(UserField.avatarUrl()),
}, { additionalProperties: false });
export type ProfileChanges = Static<typeof ProfileChanges>;

export const AdminUserChanges = Type.Object({
  ...ProfileChanges.properties,
  password: Type.Optional(UserField.password()),
  isActive: Type.Optional(Type.Boolean()),
  isSuperuser: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type AdminUserChanges = Static<typeof AdminUserChanges>;

export const NewUser = Type.Object({
  email: UserField.email(),
  password: UserField.password(),
  fullName: Type.Optional(UserField.fullName()),
  isActive: Type.Optional(Type.Boolean()),
  isSuperuser: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type NewUser = Static<typeof NewUser>;

export const PasswordChange = Type.Object({ currentPassword: UserField.currentPassword(), newPassword: UserField.password() });

