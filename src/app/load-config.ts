import { parseStorefrontConfig, describeConfigProblems } from '@/config/parse-config';
import type { StorefrontConfig } from '@/config/storefront-config.schema';

export type LoadedConfig =
  | { readonly ok: true; readonly config: StorefrontConfig }
  | { readonly ok: false; readonly problems: string }
  | { readonly ok: false; readonly unreadable: string };

/** Reads config.json beside index.html, so a host re-brands without rebuilding. */
export async function loadConfig(url: string): Promise<LoadedConfig> {
  let raw: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return { ok: false, unreadable: `HTTP ${response.status}` };
    raw = await response.json();
  } catch (thrown) {
    return { ok: false, unreadable: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  const result = parseStorefrontConfig(raw);
  return result.ok ? result : { ok: false, problems: describeConfigProblems(result.problems) };
}
