import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRange } from '@/application/merchant-console/store-money.use-cases';
import type { ReportRangeProblem } from '@/domain/merchant-console/store-money';
import { ConsoleButton } from '../console-styles';
import { ConsoleTextField } from '../console-text-field';
import { OfficeForm } from './office-styles';

export interface ReportRangeFormProps {
  readonly initial: ReportRange;
  /** The problem of the last range asked for, shown beside its end. */
  readonly problem: ReportRangeProblem | null;
  readonly onShow: (range: ReportRange) => void;
  /** More choices of the page (P&L's day or month). */
  readonly children?: ReactNode;
}

/** The money pages' range of dates: from and to, both included; what was typed stays when it is refused. */
export function ReportRangeForm(props: ReportRangeFormProps) {
  const { t } = useTranslation('console');
  const id = useId();
  const [range, setRange] = useState(props.initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onShow(range);
  };
  return (
    <OfficeForm noValidate onSubmit={submit} aria-label={t('office.range.label')}>
      <ConsoleTextField
        id={`${id}-from`}
        label={t('office.range.from')}
        type="date"
        value={range.from}
        onChange={(event) => setRange((known) => ({ ...known, from: event.target.value }))}
      />
      <ConsoleTextField
        id={`${id}-to`}
        label={t('office.range.to')}
        problem={props.problem !== null ? t(`office.range.problems.${props.problem}`) : null}
        type="date"
        value={range.to}
        onChange={(event) => setRange((known) => ({ ...known, to: event.target.value }))}
      />
      {props.children}
      <ConsoleButton type="submit">{t('office.range.show')}</ConsoleButton>
    </OfficeForm>
  );
}
