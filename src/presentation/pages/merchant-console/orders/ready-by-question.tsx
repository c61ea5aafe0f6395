import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isReadyByMinutes, readyByMinutesRange, readyByPresets } from '@/domain/orders/ready-by';
import { ConsoleButton, ConsoleField, FieldProblem } from '../console-styles';
import { OrderQuestion, QuestionActions } from './order-question';

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Custom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface ReadyByQuestionProps {
  readonly shortOrderId: string;
  /** Confirming a new order (which may go without an estimate), or giving a confirmed one a new estimate. */
  readonly confirming: boolean;
  /** The minutes chosen; null confirms without an estimate. */
  readonly onChoose: (minutes: number | null) => void;
  readonly onClose: () => void;
}

/**
 * The kitchen's estimate of when an order is ready: a preset (10, 15, 20, 30 or 45 minutes) at one touch, or
 * another number of minutes, asked on the order's card. The customer's tracking counts down to it.
 */
export function ReadyByQuestion(props: ReadyByQuestionProps) {
  const { t } = useTranslation('console');
  const inputId = useId();
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(custom);
    if (custom.trim() === '' || !isReadyByMinutes(minutes)) {
      setProblem(true);
      return;
    }
    props.onChoose(minutes);
  };

  return (
    <OrderQuestion
      title={t(props.confirming ? 'console.kitchen.confirmTitle' : 'console.kitchen.changeTitle', {
        id: props.shortOrderId,
      })}
      closeLabel={t('console.orders.close')}
      onClose={props.onClose}
    >
      <p>{t('console.kitchen.readyInQuestion')}</p>
      <Presets role="group" aria-label={t('console.kitchen.presets')}>
        {readyByPresets.map((minutes) => (
          <ConsoleButton key={minutes} type="button" $tone="primary" onClick={() => props.onChoose(minutes)}>
            {t('console.kitchen.minutes', { count: minutes })}
          </ConsoleButton>
        ))}
      </Presets>
      <Custom onSubmit={submit} noValidate>
        <ConsoleField>
          <label htmlFor={inputId}>{t('console.kitchen.customLabel', readyByMinutesRange)}</label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={readyByMinutesRange.min}
            max={readyByMinutesRange.max}
            step={1}
            value={custom}
            aria-invalid={problem}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            onChange={(event) => {
              setCustom(event.target.value);
              setProblem(false);
            }}
          />
          {problem ? (
            <FieldProblem id={`${inputId}-problem`}>
              {t('console.kitchen.customProblem', readyByMinutesRange)}
            </FieldProblem>
          ) : null}
        </ConsoleField>
        <ConsoleButton type="submit" $tone="plain">
          {t('console.kitchen.customSet')}
        </ConsoleButton>
      </Custom>
      {props.confirming ? (
        <QuestionActions>
          <ConsoleButton type="button" $tone="plain" onClick={() => props.onChoose(null)}>
            {t('console.kitchen.confirmWithout')}
          </ConsoleButton>
        </QuestionActions>
      ) : null}
    </OrderQuestion>
  );
}
