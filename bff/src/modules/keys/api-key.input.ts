// What the key routes and mutations take besides creation (which keeps its query string),
// written once: REST's bodies are these in snake_case (api-key.routes.ts) and GraphQL's input
// types are made from them (api-key.resolver.ts), refused with the same words.
import { Type, type Static } from 'typebox';
import {
  API_KEY_FIELD_RULES,
  GRACE_PERIOD_DESCRIPTION,
  GRACE_PERIOD_NAMES,
  type GracePeriod,
} from './api-key.rules.js';

const closed = { additionalProperties: false };
const { name } = API_KEY_FIELD_RULES;

export const KeyRotation = Type.Object(
  {
    gracePeriod: Type.Unsafe<GracePeriod>({
      type: 'string',
      enum: GRACE_PERIOD_NAMES,
      description: GRACE_PERIOD_DESCRIPTION,
    }),
  },
  closed,
);
export type KeyRotation = Static<typeof KeyRotation>;

// The name is judged by the service after trimming (api-key.rules.ts), as at creation, so that
// both say the same words.
export const KeyRename = Type.Object(
  {
    name: Type.String({
      description: `${name.minLength} to ${name.maxLength} characters after trimming, no control characters.`,
    }),
  },
  closed,
);
export type KeyRename = Static<typeof KeyRename>;
