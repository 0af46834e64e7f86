// How a module declares its REST routes: a plugin whose handlers are typed by their TypeBox
// schemas, with the named answer schemas the routes reference by $ref registered first.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TSchema } from 'typebox';

export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export function typedRoutes(answerSchemas: TSchema[], declare: (app: TypedApp) => void) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    for (const schema of answerSchemas) app.addSchema(schema);
    declare(app);
  };
}
