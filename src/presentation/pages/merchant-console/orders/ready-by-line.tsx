import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConsoleButton } from '../console-styles';
import { useStoreClock } from './use-store-clock';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** A confirmed order's estimate, "Ready by 18:40" on the store's clock, and the way to change it. */
export function ReadyByLine(props: {
  readonly readyBy: number | null;
  readonly disabled: boolean;
  readonly onChange: () => void;
}) {
  const { t } = useTranslation('console');
  const clock = useStoreClock();
  return (
    <Line>
      <strong>
        {props.readyBy === null
          ? t('console.kitchen.noEstimate')
          : t('console.kitchen.readyBy', { time: clock(props.readyBy) })}
      </strong>
      <ConsoleButton type="button" $tone="plain" disabled={props.disabled} onClick={props.onChange}>
        {t(props.readyBy === null ? 'console.kitchen.giveEstimate' : 'console.kitchen.changeEstimate')}
      </ConsoleButton>
    </Line>
  );
}
