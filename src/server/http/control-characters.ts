import { text, type Localized } from '../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './bad-request-error';

/** C0 controls and DEL: no path segment or query value has a use for them. */
// eslint-disable-next-line no-control-regex
const anyControl = /[\u0000-\u001f\u007f]/;
/**
 * In a body's text, tab and line breaks are text (a note, a message); the other controls are not, and
 * PostgreSQL cannot store NUL in text at all, which made such a body a 500.
 */
// eslint-disable-next-line no-control-regex
const controlBesidesWhitespace = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Half of a UTF-16 surrogate pair with no other half: JSON can carry one ("\ud800"), but it is no character, and
 * PostgreSQL refuses it in jsonb, which made such a body a 500.
 */
const loneSurrogate = /\p{Cs}/u;

export const controlCharacterMessage = text('field.controlCharacter');
export const loneSurrogateMessage = text('field.loneSurrogate');

/**
 * The path of the first string (value or key) in a parsed value that matches the pattern, dotted as the
 * contract names fields ("user.full_name", "items.0.note"); null when there is none. Walked with a stack of
 * its own, so a deeply nested body cannot exhaust the call stack.
 */
export function fieldWithControlCharacter(value: unknown, pattern: RegExp, prefix = ''): string | null {
  const pending: [unknown, string][] = [[value, prefix]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (pattern.test(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (pattern.test(key)) return path === '' ? 'body' : path;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Whether a text of a multipart form or the like holds a control character other than tab and line breaks. */
export function hasControlCharacter(text: string): boolean {
  return controlBesidesWhitespace.test(text);
}

/**
 * Refuses a control character or a lone surrogate in any route's path parameters, query or JSON body with 400
 * naming the field, before a handler or the database sees it. The path and the query are checked in the app's
 * own onRequest hook, which runs before any route's onRequest hooks: a route that answers from its own
 * onRequest (the order's products do) cannot skip the check. The body is parsed only later, so it is checked
 * at preValidation, again before any route's own hook of that stage. Multipart forms are read by their routes,
 * which check their fields (their bytes are decoded as UTF-8, which has no lone surrogates).
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    try {
      refuseFirst(request.params, request.query, anyControl);
    } catch (refusal) {
      // The body was not read yet: it is read and dropped, so a client still sending it gets the 400 instead of
      // a connection closed under it.
      request.raw.resume();
      throw refusal;
    }
  });
  app.addHook('preValidation', async (request) => {
    refuseFirst(undefined, undefined, controlBesidesWhitespace, request.body);
  });
}

/** Controls first, then lone surrogates, so a value with both is named for its control character. */
function refuseFirst(params: unknown, query: unknown, controls: RegExp, body?: unknown): void {
  const control =
    fieldWithControlCharacter(params, controls) ??
    fieldWithControlCharacter(query, controls) ??
    fieldWithControlCharacter(body, controls);
  if (control !== null) refuse(control, controlCharacterMessage);
  const broken =
    fieldWithControlCharacter(params, loneSurrogate) ??
    fieldWithControlCharacter(query, loneSurrogate) ??
    fieldWithControlCharacter(body, loneSurrogate);
  if (broken !== null) refuse(broken, loneSurrogateMessage);
}

function refuse(field: string, message: Localized): never {
  const name = field === '' ? 'body' : field;
  throw new BadRequestError(text('request.invalidField', { fields: name }), [{ field: name, message }]);
}
