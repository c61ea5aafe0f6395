import { appPaths } from '../../components/navigation/app-paths';

/** After logging in: the stores of the account's first industry, or the listing as it is without one. */
export function landingPath(landingIndustryId: number | null): string {
  return landingIndustryId === null ? appPaths.stores : `${appPaths.stores}?industryId=${landingIndustryId}`;
}
