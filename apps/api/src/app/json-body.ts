import type { FastifyInstance } from 'fastify';

/** Deeper than any request the site's forms, admin calls or GraphQL operations send (they stay under 10). */
const MAX_JSON_DEPTH = 64;

const JSON_DEPTH_MESSAGE = `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * Whether JSON text opens more than `maxDepth` objects or arrays inside one another, in one pass and without
 * recursion; brackets inside strings (escapes included) do not count. Malformed text is left for the parser.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash: the next character is escaped, whatever it is
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser, for every route, with the same parser (prototype and constructor poisoning
 * still refused) behind a depth check: a 400 for bodies nested past MAX_JSON_DEPTH. JSON.parse itself copes with
 * deep text, but what runs on the value after it often recurses (GraphQL's variable coercion overflowed the
 * stack at 5,000 levels and answered 500), so the depth is refused at the edge, before anything walks it. A route
 * whose config has `checkJsonText` (a REST route's option) has its text checked by that instead, which must refuse
 * at least what this limit refuses.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    // A route's own check runs instead (the catalogue import's: its format's depth, far under this limit, read a
    // megabyte at a time so a 20 MB body never holds up other requests as one whole scan would).
    const check = (request.routeOptions.config as { checkJsonText?: (text: string) => Promise<void> } | undefined)?.checkJsonText;
    if (check) {
      check(text).then(
        () => parse(request, text, done),
        (error: Error) => done(error, undefined),
      );
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(Object.assign(new Error(JSON_DEPTH_MESSAGE), { statusCode: 400 }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
