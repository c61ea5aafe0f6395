import type { FastifyRequest } from 'fastify';
import { isServerLanguage, type ServerLanguage } from './server-language';

/**
 * The cookie the storefront keeps the visitor's language in: the same name as the browser's language detector
 * reads and writes (src/presentation/i18n/i18n.ts, `lookupCookie`), so either side may set it.
 */
export const languageCookieName = 'language';

/** As long as the browser's detector keeps its own copy: a year. */
const cookieMaxAgeSeconds = 60 * 60 * 24 * 365;

/**
 * The Set-Cookie value that keeps a page's `?lng=` choice, or null when the address chooses none of ours (anything else is
 * ignored, never kept). A link
 * followed before the app has come alive is a new page load without `?lng=`: the cookie carries the choice to it,
 * for the server that draws it and for the app's detector. Readable by the page's script (no HttpOnly): the
 * detector reads it, and a language is no secret.
 */
export function languageCookieFor(request: Pick<FastifyRequest, 'query'>): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const chosen = query?.lng;
  if (typeof chosen !== 'string' || !isServerLanguage(chosen)) return null;
  return `${languageCookieName}=${chosen}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax`;
}

/** The language cookie's value as the request carries it, whatever it says; undefined without the cookie. */
export function keptLanguageValue(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  return (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${languageCookieName}=`))
    ?.slice(languageCookieName.length + 1);
}

/** The language the visitor's cookie keeps, or null when it keeps none of ours. */
export function languageOfCookie(request: Pick<FastifyRequest, 'headers'>): ServerLanguage | null {
  const kept = keptLanguageValue(request);
  return kept !== undefined && isServerLanguage(kept) ? kept : null;
}
