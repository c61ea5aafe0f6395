import { useTranslation } from 'react-i18next';
import type { IndustryTab } from '@/domain/catalogue/industry-tabs';
import { ChipTabs } from '../../components/tabs/chip-tabs';
import { industryLabel } from './industries';

export const industryTabId = (industryId: number) => `industry-tab-${industryId}`;
export const storesPanelId = 'stores-panel';

export interface IndustryTabsProps {
  readonly industries: readonly IndustryTab[];
  readonly selected: number;
  readonly onSelect: (industryId: number) => void;
}

/** The industry tab bar of the store listing. */
export function IndustryTabs(props: IndustryTabsProps) {
  const { t } = useTranslation();
  const { industries } = props;
  const labelOf = (industryId: number) => {
    const tab = industries.find((candidate) => candidate.id === industryId);
    return industryLabel(t, tab ?? { id: industryId, name: null });
  };
  return (
    <ChipTabs
      label={t('industries.label')}
      tabs={industries.map((tab) => tab.id)}
      selected={props.selected}
      onSelect={props.onSelect}
      tabLabel={labelOf}
      tabId={industryTabId}
      panelId={storesPanelId}
    />
  );
}
