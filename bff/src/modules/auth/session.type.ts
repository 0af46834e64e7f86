// A signed-in session and a pending e-mail change as answered, REST and GraphQL alike.
import { Type } from 'typebox';
import { objectTypeOf } from '../../graphql/typebox-classes.js';
import { restAnswer, Timestamp } from '../../shared/api-shape.js';
import type { UserSession } from './session.entity.js';

const SessionShape = Type.Object({
  id: Type.String({ format: 'uuid' }),
  device: Type.String({ description: 'Desktop, Mobile, Tablet, TV, Bot or Unknown device' }),
  browser: Type.String({ description: 'Browser and system, e.g. "Chrome 131 on macOS"' }),
  ipAddress: Type.String(),
  signedInAt: Timestamp(),
  lastSeenAt: Timestamp({ description: 'Brought forward at most once a minute' }),
  isCurrent: Type.Boolean({ description: 'The session of the token this request was made with' }),
});

export const SessionType = objectTypeOf('Session', SessionShape);
export type SessionType = InstanceType<typeof SessionType>;
export const SessionPublic = restAnswer(SessionShape, 'SessionPublic');

export function sessionAnswer(session: UserSession, currentId: string) {
  const { id, device, browser, ipAddress, signedInAt, lastSeenAt } = session;
  return { id, device, browser, ipAddress, signedInAt, lastSeenAt, isCurrent: id === currentId };
}

const EmailChangeShape = Type.Object({
  newEmail: Type.String({ format: 'email', description: 'The address waiting for its link to be opened' }),
  expiresAt: Timestamp({ description: 'When the link mailed to it stops working' }),
});
export const EmailChangeType = objectTypeOf('EmailChange', EmailChangeShape);
export type EmailChangeType = InstanceType<typeof EmailChangeType>;
export const EmailChangePublic = restAnswer(EmailChangeShape, 'EmailChangePublic');
