import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The id the storefront looks for (src/app/load-config.ts): a JSON data block, never run as script. */
const embeddedConfigId = 'storefront-config';

/**
 * index.html with the served config.json in it, so the storefront starts without asking for its configuration
 * after its scripts: one round trip less before the first screen. config.json is public by contract (it holds
 * no secret), and it is read on every page request because a host edits it in place. A config.json that is
 * missing or not JSON is left out: the storefront then fetches it and shows its own message, as it does in front
 * of any static host.
 */
export async function pageWithConfig(staticDir: string): Promise<string> {
  const [page, config] = await Promise.all([
    readFile(path.join(staticDir, 'index.html'), 'utf8'),
    readFile(path.join(staticDir, 'config.json'), 'utf8').catch(() => null),
  ]);
  const json = config === null ? null : compactJson(config);
  if (json === null || !page.includes('</head>')) return page;
  // `<` escaped, so no text in the configuration can close the element or open a comment.
  const block = `<script type="application/json" id="${embeddedConfigId}">${json.replace(/</g, '\\u003c')}</script>`;
  return page.replace('</head>', `${block}</head>`);
}

function compactJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return null;
  }
}
