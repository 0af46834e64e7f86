// JSON schemas shared by every REST route's OpenAPI description.
export const detailSchema = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
} as const;

export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;
