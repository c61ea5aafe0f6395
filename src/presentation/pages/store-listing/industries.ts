/**
 * The server offers no list of industries to a guest, so the tabs are the reference seed's industries
 * (restaurants, groceries, others); a host whose default industry is another one gets that tab first.
 */
export const knownIndustryIds: readonly number[] = [21, 22, 23];

/** The tabs to show: the known industries, with the configured default and the current one always among them. */
export function industryTabs(defaultIndustryId: number, currentIndustryId: number): readonly number[] {
  const extra = [defaultIndustryId, currentIndustryId].filter((id) => !knownIndustryIds.includes(id));
  return [...new Set([...extra, ...knownIndustryIds])];
}

/** The locale key naming an industry tab. */
export function industryLabelKey(industryId: number): string {
  return knownIndustryIds.includes(industryId) ? `industries.${industryId}` : 'industries.other';
}
