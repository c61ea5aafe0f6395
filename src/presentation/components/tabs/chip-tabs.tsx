import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAlive } from '../../startup/use-alive';

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

export interface ChipTabsProps<T extends string | number> {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly tabs: readonly T[];
  readonly selected: T;
  readonly onSelect: (tab: T) => void;
  readonly tabLabel: (tab: T) => string;
  readonly tabId: (tab: T) => string;
  /** The element the tabs control. */
  readonly panelId: string;
}

/** A row of chip-shaped tabs; arrow keys, Home and End move between them as in every tab list. */
export function ChipTabs<T extends string | number>(props: ChipTabsProps<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const { tabs, selected, onSelect } = props;
  // A tab the server drew does nothing until the app has taken the page over; it says so instead of losing the click.
  const alive = useAlive();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const count = tabs.length;
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || tab === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    onSelect(tab);
  }

  return (
    <TabList role="tablist" aria-label={props.label}>
      {tabs.map((tab, index) => (
        <Tab
          key={tab}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          id={props.tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={props.panelId}
          tabIndex={tab === selected ? 0 : -1}
          disabled={!alive}
          onClick={() => {
            if (tab !== selected) onSelect(tab);
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {props.tabLabel(tab)}
        </Tab>
      ))}
    </TabList>
  );
}
