import { parseStorefrontConfig, describeConfigProblems } from '@/config/parse-config';
import type { StorefrontConfig } from '@/config/storefront-config.schema';

export type LoadedConfig =
  | { readonly ok: true; readonly config: StorefrontConfig }
  | { readonly ok: false; readonly problems: string }
  | { readonly ok: false; readonly unreadable: string };

/** The element the reference server fills with the served config.json when it serves index.html. */
export const embeddedConfigId = 'storefront-config';

/** The configuration delivered with the page, or undefined when the page came without it (any static host). */
function embeddedConfig(): unknown {
  const text = document.getElementById(embeddedConfigId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The configuration delivered with the page when the server put it there (no request to wait for), otherwise
 * config.json beside index.html, so a host re-brands without rebuilding.
 */
export async function loadConfig(url: string): Promise<LoadedConfig> {
  let raw = embeddedConfig();
  if (raw === undefined) {
    try {
      const response = await fetch(url, { cache: 'no-store' });
      if (!response.ok) return { ok: false, unreadable: `HTTP ${response.status}` };
      raw = await response.json();
    } catch (thrown) {
      return { ok: false, unreadable: thrown instanceof Error ? thrown.message : String(thrown) };
    }
  }
  const result = parseStorefrontConfig(raw);
  if (result.ok) return result;
  // The messages' English words load only for a configuration that needs them; read again, it says them.
  await import(/* webpackChunkName: "config-error" */ '@/contract/common/english-messages');
  const described = parseStorefrontConfig(raw);
  return { ok: false, problems: describeConfigProblems(described.ok ? result.problems : described.problems) };
}
