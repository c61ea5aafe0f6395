import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateVoucher } from '@/application/merchant-console/promotions.use-cases';
import type { StoreVoucher, VoucherDraft } from '@/domain/merchant-console/promotion-rules';
import { ConsoleButton, ConsoleField } from '../console-styles';
import { ConsoleTextField } from '../console-text-field';
import { OfficeForm, OfficePanel, Problem } from '../office/office-styles';
import { useOfficeFailure } from '../office/use-office-failure';

const emptyDraft: VoucherDraft = { code: '', name: '', kind: 'flat', amount: '', lastDay: '' };

type TextField = 'code' | 'name' | 'amount' | 'lastDay';

export interface NewVoucherFormProps {
  readonly create: CreateVoucher;
  /** The store's date, from which the last day is judged. */
  readonly today: string;
  readonly onCreated: (voucher: StoreVoucher) => void;
}

/** A new voucher of the store; a problem shows beside its field and nothing typed is lost. */
export function NewVoucherForm(props: NewVoucherFormProps) {
  const { t } = useTranslation('console');
  const failureText = useOfficeFailure();
  const id = useId();
  const [draft, setDraft] = useState<VoucherDraft>(emptyDraft);
  const [problems, setProblems] = useState<Partial<Record<keyof VoucherDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const outcome = await props.create(draft, props.today);
      if (outcome.ok) {
        setDraft(emptyDraft);
        setProblems({});
        props.onCreated(outcome.value);
      } else if (outcome.refusal === 'INVALID_FIELDS') {
        setProblems(
          Object.fromEntries(
            Object.entries(outcome.problems).map(([field, problem]) => [
              field,
              t(`office.promotions.problems.${problem}`),
            ]),
          ),
        );
      } else if (outcome.field !== null) {
        setProblems({ [outcome.field]: outcome.message });
      } else {
        setFailure(outcome.message);
      }
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: TextField, type: 'text' | 'date' = 'text') => (
    <ConsoleTextField
      id={`${id}-${name}`}
      label={t(`office.promotions.voucherFields.${name}`)}
      problem={problems[name]}
      type={type}
      inputMode={name === 'amount' ? 'decimal' : undefined}
      min={type === 'date' ? props.today : undefined}
      value={draft[name]}
      onChange={(event) => setDraft((known) => ({ ...known, [name]: event.target.value }))}
    />
  );

  return (
    <OfficePanel aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('office.promotions.newVoucher')}</h3>
      <OfficeForm noValidate onSubmit={(event) => void submit(event)}>
        {field('code')}
        {field('name')}
        <ConsoleField>
          <label htmlFor={`${id}-kind`}>{t('office.promotions.voucherFields.kind')}</label>
          <select
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(event) =>
              setDraft((known) => ({ ...known, kind: event.target.value === 'percent' ? 'percent' : 'flat' }))
            }
          >
            <option value="flat">{t('office.promotions.natures.flat')}</option>
            <option value="percent">{t('office.promotions.natures.discount')}</option>
          </select>
        </ConsoleField>
        {field('amount')}
        {field('lastDay', 'date')}
        <ConsoleButton type="submit" disabled={sending}>
          {sending ? t('office.sending') : t('office.promotions.createVoucher')}
        </ConsoleButton>
      </OfficeForm>
      {failure !== null ? <Problem role="alert">{failure}</Problem> : null}
    </OfficePanel>
  );
}
