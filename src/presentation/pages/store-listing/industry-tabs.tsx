import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { industryLabelKey } from './industries';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-x: auto;
  padding-bottom: 4px;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Tab = styled.button`
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colours.primary};
  background: white;
  color: ${({ theme }) => theme.colours.primary};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`;

export const industryTabId = (industryId: number) => `industry-tab-${industryId}`;
export const storesPanelId = 'stores-panel';

export interface IndustryTabsProps {
  readonly industries: readonly number[];
  readonly selected: number;
  readonly onSelect: (industryId: number) => void;
}

/** The industry tab bar; arrow keys, Home and End move between tabs as in every tab list. */
export function IndustryTabs(props: IndustryTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const { industries, selected, onSelect } = props;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const last = industries.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % industries.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + industries.length) % industries.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const industryId = target === null ? undefined : industries[target];
    if (target === null || industryId === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    onSelect(industryId);
  }

  return (
    <TabList role="tablist" aria-label={t('industries.label')}>
      {industries.map((industryId, index) => (
        <Tab
          key={industryId}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={industryTabId(industryId)}
          type="button"
          role="tab"
          aria-selected={industryId === selected}
          aria-controls={storesPanelId}
          tabIndex={industryId === selected ? 0 : -1}
          onClick={() => {
            if (industryId !== selected) onSelect(industryId);
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(industryLabelKey(industryId))}
        </Tab>
      ))}
    </TabList>
  );
}
