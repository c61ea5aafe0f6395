import type { IndustryType } from '../accounts/account';

/** A tab of the store listing; the name is the server's, when the session named the industry. */
export interface IndustryTab {
  readonly id: number;
  readonly name: string | null;
}

export interface IndustryTabsInput {
  /** What the session's user record names; empty for a session without them. */
  readonly industryTypes: readonly IndustryType[];
  /** The host's list, used when the session names none. */
  readonly configuredIds: readonly number[];
  readonly defaultIndustryId: number;
  readonly currentIndustryId: number;
}

/**
 * The listing's tabs: the session's industry types in their order, or the configured ones without them. The
 * default and the current industry are always among them, ahead of the rest when missing, so the selected
 * tab can always be seen.
 */
export function industryTabs(input: IndustryTabsInput): readonly IndustryTab[] {
  const base: readonly IndustryTab[] =
    input.industryTypes.length > 0
      ? input.industryTypes.map((type) => ({ id: type.id, name: type.name }))
      : input.configuredIds.map((id) => ({ id, name: null }));
  const known = new Set(base.map((tab) => tab.id));
  const missing = [...new Set([input.defaultIndustryId, input.currentIndustryId])].filter((id) => !known.has(id));
  const unique = new Set<number>();
  return [...missing.map((id) => ({ id, name: null })), ...base].filter((tab) => {
    if (unique.has(tab.id)) return false;
    unique.add(tab.id);
    return true;
  });
}
