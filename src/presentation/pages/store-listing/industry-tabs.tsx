import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../components/tabs/chip-tabs';
import { industryLabelKey } from './industries';

export const industryTabId = (industryId: number) => `industry-tab-${industryId}`;
export const storesPanelId = 'stores-panel';

export interface IndustryTabsProps {
  readonly industries: readonly number[];
  readonly selected: number;
  readonly onSelect: (industryId: number) => void;
}

/** The industry tab bar of the store listing. */
export function IndustryTabs(props: IndustryTabsProps) {
  const { t } = useTranslation();
  return (
    <ChipTabs
      label={t('industries.label')}
      tabs={props.industries}
      selected={props.selected}
      onSelect={props.onSelect}
      tabLabel={(industryId) => t(industryLabelKey(industryId))}
      tabId={industryTabId}
      panelId={storesPanelId}
    />
  );
}
