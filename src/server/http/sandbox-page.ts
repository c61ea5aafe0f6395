import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerLanguage } from '../i18n/server-language';

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export interface SandboxPage {
  /** The language the page is written in: the storefront's (page-language.ts). */
  readonly language: ServerLanguage;
  readonly title: string;
  /** Markup, already escaped where it carries data. */
  readonly body: string;
  /** An inline script, allowed by the page's nonce only. */
  readonly script?: string;
  /** Where the page's forms may post: its own origin, or nowhere when a script handles them. */
  readonly formAction: 'self' | 'none';
  /** Who may frame the page: the storefront (same origin) for the terminal and card form, nobody for the bank's tab. */
  readonly frameAncestors: 'self' | 'none';
}

const style = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
h1{font-size:1.25rem}p.note{color:#57606a;font-size:.85rem}
label{display:block;margin:.75rem 0 .25rem}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}
button{font-size:1rem;padding:.5rem 1.25rem;margin:1rem .5rem 0 0;cursor:pointer}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}`;

/**
 * Sends a sandbox page: self-contained (no external asset), with a Content-Security-Policy that allows only
 * its own inline style and script by a fresh nonce, so nothing injected into it could run.
 */
export function sendSandboxPage(reply: FastifyReply, status: number, page: SandboxPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const policy = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    page.script === undefined ? null : `script-src 'nonce-${nonce}'`,
    `form-action '${page.formAction}'`,
    `frame-ancestors '${page.frameAncestors}'`,
    "base-uri 'none'",
  ]
    .filter((directive) => directive !== null)
    .join('; ');
  const script = page.script === undefined ? '' : `<script nonce="${nonce}">${page.script}</script>`;
  const html = `<!doctype html>
<html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${style}</style></head>
<body>${page.body}${script}</body></html>`;
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', policy)
      // For the browsers that read only the older header; frame-ancestors above says the same.
      .header('x-frame-options', page.frameAncestors === 'self' ? 'SAMEORIGIN' : 'DENY')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(html)
  );
}

/** A hidden form field carrying a value back with the post. */
export function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}
