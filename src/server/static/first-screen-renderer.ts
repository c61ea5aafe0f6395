import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { carriesStaffSessionHint } from '@/contract/merchant/staff-session-hint';
import { keptLanguageValue } from '../i18n/language-cookie';

/** What the built renderer answers (src/app/first-screen-server.tsx, built into dist-server/ by `npm run build`). */
export interface RenderedFirstScreen {
  readonly language: string;
  readonly rootHtml: string;
  readonly headHtml: string;
  readonly preloadHtml: string;
  readonly title: string;
  /**
   * The drawing is the whole page (fixed text, nothing of the visitor's to fill in): the app's code is asked for
   * once it is painted rather than ahead, so on a phone's network the page's paint never waits behind it.
   */
  readonly complete?: boolean;
  /** The address names no page: the drawing is "Page not found", answered with 404. */
  readonly notFound?: boolean;
}

/** The address only leads elsewhere on this site (/home, an order's short address): answered as a redirect. */
export interface FirstScreenRedirect {
  readonly redirectTo: string;
}

/** What a page request is answered from: a drawing, a redirect, or null for the app's bare shell. */
export type FirstScreen = RenderedFirstScreen | FirstScreenRedirect | null;

interface RendererModule {
  renderFirstScreen(request: {
    readonly url: string;
    readonly config: unknown;
    readonly language: string;
    readonly apiOrigin: string;
    readonly staffSignedIn: boolean;
  }): Promise<FirstScreen>;
}

export type FirstScreenRenderer = (request: FastifyRequest, config: unknown) => Promise<FirstScreen>;

/** Where the build puts the renderer: beside the static files' folder, never inside it (it is not for browsers). */
export function rendererFileOf(staticDir: string): string {
  return path.join(path.dirname(staticDir), 'dist-server', 'first-screen.js');
}

/** The visitor's language as the page's address or the kept choice says (the browser keeps it in this cookie too). */
export function requestedLanguage(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lng === 'string' ? query.lng : '';
  if (fromQuery !== '') return fromQuery.slice(0, 2).toLowerCase();
  const kept = keptLanguageValue(request);
  return kept !== undefined ? kept.slice(0, 2).toLowerCase() : 'fi';
}

/** Whether the browser says it keeps a console staff session (a hint only: it carries nothing of the session). */
export function hintsStaffSession(request: Pick<FastifyRequest, 'headers'>): boolean {
  return carriesStaffSessionHint(request.headers.cookie ?? '');
}

/** The server's own address as the renderer's requests reach it; null when it does not listen (inject). */
function ownOrigin(request: FastifyRequest): string | null {
  const address = request.server.server.address();
  if (address === null || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** A first screen that takes longer than this is left to the browser: the page must not wait on it (FIRST_SCREEN_WAIT_MS). */
export const defaultFirstScreenWaitMs = 3000;

/**
 * The first-screen renderer when the build made one, else null (the page is then the app's bare shell, as any
 * static host serves it). A render that fails or takes too long gives the bare shell too, and says so in the log
 * without the page's address or any visitor data.
 */
export function loadFirstScreenRenderer(
  staticDir: string,
  waitMs = defaultFirstScreenWaitMs,
): FirstScreenRenderer | null {
  const file = rendererFileOf(staticDir);
  if (!existsSync(file)) return null;
  const renderer = createRequire(__filename)(file) as RendererModule;
  return async (request, config) => {
    const apiOrigin = ownOrigin(request);
    if (apiOrigin === null) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([
        renderer.renderFirstScreen({
          url: request.url,
          config,
          language: requestedLanguage(request),
          apiOrigin,
          staffSignedIn: hintsStaffSession(request),
        }),
        late,
      ]);
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'first screen not rendered');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
