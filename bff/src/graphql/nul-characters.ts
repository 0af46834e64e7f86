// GraphQL's door of the NUL-character check (shared/nul-character.ts): a root field whose
// arguments hold a NUL anywhere is refused as invalid input before its resolver runs.
import type { MiddlewareFn } from 'type-graphql';
import { ValidationError } from '../shared/errors.js';
import { NUL_CHARACTER_MESSAGE, pathToNulCharacter } from '../shared/nul-character.js';
import { ROOT_TYPES } from './access.js';

export const refuseNulCharacters: MiddlewareFn = ({ info, args }, next) => {
  if (ROOT_TYPES.has(info.parentType.name)) {
    const path = pathToNulCharacter(args);
    if (path) throw new ValidationError([{ loc: path, msg: NUL_CHARACTER_MESSAGE, type: 'string_nul_character' }]);
  }
  return next();
};
