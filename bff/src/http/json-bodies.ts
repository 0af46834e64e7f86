// How request bodies are read: as JSON, and only as JSON (a route that takes another kind, such as
// the password login's form or the billing webhook's raw bytes, adds its parser in its own plugin).
import { errorCodes, type FastifyInstance } from 'fastify';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function installJsonBodies(app: FastifyInstance): void {
  // Fastify reads text/plain bodies by default, and no route takes one. Without that parser such a
  // body answers 415 as every other non-JSON body does: an HTML form on another site can post
  // JSON-looking text with enctype="text/plain" without a CORS preflight.
  app.removeContentTypeParser('text/plain');
  // JSON is UTF-8. Fastify's own parser decodes bytes that are not UTF-8 as U+FFFD replacement
  // characters, which a title or a name then kept; they answer 422 "JSON decode error" instead,
  // as FastAPI's json_invalid does. Proto-poisoning is refused as by Fastify's parser (its own).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
