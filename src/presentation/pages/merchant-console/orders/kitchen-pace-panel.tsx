import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import type { OrderIntakeState } from '@/application/ports/kitchen-pace-gateway.port';
import { largestOrderCap, pauseChoices } from '@/domain/catalogue/order-intake';
import { useErrorText } from '../../../format/use-error-text';
import { useConsoleSession } from '../console-session';
import { ConsoleButton, ConsoleField, FieldProblem } from '../console-styles';
import { useOrderIntake } from './use-order-intake';
import { useStoreClock } from './use-store-clock';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: white;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  h3,
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const State = styled.p<{ $held: boolean }>`
  font-weight: 700;
  color: ${({ $held, theme }) => ($held ? theme.colours.error : 'inherit')};
`;

/** What the panel says of the store's new orders now: a text key and its time. */
function stateText(intake: OrderIntakeState, clock: (at: number) => string): [string, { time?: string }] {
  const { hold } = intake;
  if (hold === null) return ['console.kitchen.taking', {}];
  if (hold.until === null) return ['console.kitchen.pausedUntilResumed', {}];
  const time = clock(hold.until);
  return [hold.reason === 'ORDERS_PAUSED' ? 'console.kitchen.pausedUntil' : 'console.kitchen.fullUntil', { time }];
}

/**
 * Slowing the kitchen: pause new orders for 15 or 30 minutes, an hour or until resumed, or cap the orders of any
 * 15 minutes. The storefront then shows the store as not taking orders and the server refuses new ones; the
 * orders already placed go on.
 */
export function KitchenPacePanel(props: { readonly feature: MerchantConsoleFeature }) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const clock = useStoreClock();
  const { reportFailure } = useConsoleSession();
  const { view, pause, resume, cap } = useOrderIntake(props.feature, reportFailure);
  const headingId = useId();
  const capId = useId();
  const [capText, setCapText] = useState<string | null>(null);
  const [capProblem, setCapProblem] = useState(false);
  const { intake } = view;
  const paused = intake !== null && (intake.pausedUntil !== null || intake.pausedUntilResumed);
  const shownCap = capText ?? (intake?.capPerQuarterHour ?? '').toString();

  const saveCap = (event: FormEvent) => {
    event.preventDefault();
    const orders = shownCap.trim() === '' ? 0 : Number(shownCap);
    if (!Number.isInteger(orders) || orders < 0 || orders > largestOrderCap) {
      setCapProblem(true);
      return;
    }
    setCapText(null);
    void cap(orders);
  };

  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('console.kitchen.heading')}</h3>
      {intake !== null ? (
        <State aria-live="polite" $held={intake.hold !== null}>
          {t(...stateText(intake, clock))}
        </State>
      ) : null}
      <Row role="group" aria-label={t('console.kitchen.pauseGroup')}>
        {pauseChoices.map((minutes) => (
          <ConsoleButton
            key={minutes ?? 'resume'}
            type="button"
            $tone="plain"
            disabled={view.busy}
            onClick={() => void pause(minutes)}
          >
            {minutes === null
              ? t('console.kitchen.pauseUntilResumed')
              : minutes >= 60
                ? t('console.kitchen.pauseHours', { count: minutes / 60 })
                : t('console.kitchen.pauseMinutes', { count: minutes })}
          </ConsoleButton>
        ))}
        {paused ? (
          <ConsoleButton type="button" $tone="primary" disabled={view.busy} onClick={() => void resume()}>
            {t('console.kitchen.resume')}
          </ConsoleButton>
        ) : null}
      </Row>
      <Row as="form" onSubmit={saveCap} noValidate>
        <ConsoleField>
          <label htmlFor={capId}>{t('console.kitchen.capLabel')}</label>
          <input
            id={capId}
            type="number"
            inputMode="numeric"
            min={0}
            max={largestOrderCap}
            step={1}
            value={shownCap}
            aria-invalid={capProblem}
            aria-describedby={capProblem ? `${capId}-problem` : undefined}
            onChange={(event) => {
              setCapText(event.target.value);
              setCapProblem(false);
            }}
          />
          {capProblem ? (
            <FieldProblem id={`${capId}-problem`}>
              {t('console.kitchen.capProblem', { max: largestOrderCap })}
            </FieldProblem>
          ) : null}
        </ConsoleField>
        <ConsoleButton type="submit" $tone="plain" disabled={view.busy}>
          {t('console.kitchen.capSave')}
        </ConsoleButton>
      </Row>
      {intake !== null ? (
        <p>
          {intake.capPerQuarterHour === null
            ? t('console.kitchen.noCap')
            : t('console.kitchen.capNow', { count: intake.capPerQuarterHour })}
        </p>
      ) : null}
      {view.failure !== null ? (
        <p role="alert">{t('console.kitchen.failed', { message: errorText(view.failure) })}</p>
      ) : null}
    </Panel>
  );
}
