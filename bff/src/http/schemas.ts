// JSON schemas shared by every REST route's OpenAPI description.
import { Type } from 'typebox';

export const detailSchema = Type.Object({ detail: Type.String() });

export const messageSchema = Type.Object({ message: Type.String() });
