import type { FastifyRequest } from 'fastify';
import { requestLanguage, type ServerLanguage } from '../i18n/server-language';
import { languageOfCookie } from '../i18n/language-cookie';

/**
 * The language of a sandbox page a person pays in: the storefront's language as its cookie keeps it, since the
 * page is loaded in a frame or a tab of the storefront's, whose requests carry the browser's Accept-Language
 * rather than the storefront's; without the cookie, the language the request asks for, as the server's messages.
 */
export function pageLanguage(request: Pick<FastifyRequest, 'headers'>): ServerLanguage {
  return languageOfCookie(request) ?? requestLanguage(request);
}
