import type { IndustryType } from '@/domain/accounts/account';
import { industryTabs, type IndustryTab } from '@/domain/catalogue/industry-tabs';
import { useStorefrontConfig } from '../../config/config-context';
import type { RootState } from '../../store/app-store';
import { useAppSelector } from '../../store/hooks';
import { selectSignedIn } from '../../store/session/session.slice';

const noIndustryTypes: readonly IndustryType[] = [];

/** The industry types of the signed-in user (guests included); none before the session has started. */
export const selectIndustryTypes = (state: RootState): readonly IndustryType[] =>
  selectSignedIn(state)?.user.industryTypes ?? noIndustryTypes;

/** The listing's industry tabs for the session's user and the host's configuration. */
export function useIndustryTabs(currentIndustryId: number): readonly IndustryTab[] {
  const config = useStorefrontConfig();
  const industryTypes = useAppSelector(selectIndustryTypes);
  return industryTabs({
    industryTypes,
    configuredIds: config.industryIds,
    defaultIndustryId: config.defaultIndustryId,
    currentIndustryId,
  });
}
