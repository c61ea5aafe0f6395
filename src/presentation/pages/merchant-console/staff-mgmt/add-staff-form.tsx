import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddStaffAccount } from '@/application/merchant-console/staff-accounts.use-cases';
import type {
  NewStaffAccount,
  StaffAccount,
  StaffAccountField,
  StaffAccountProblems,
} from '@/domain/merchant-console/staff-account-rules';
import { ConsoleButton, ConsoleField, FieldProblem } from '../console-styles';
import { ConsoleTextField } from '../console-text-field';
import { OfficeForm, OfficePanel, Problem } from '../office/office-styles';
import { useOfficeFailure } from '../office/use-office-failure';

const emptyAccount: NewStaffAccount = { username: '', fullName: '', password: '', role: 'staff' };

export interface AddStaffFormProps {
  readonly add: AddStaffAccount;
  readonly onAdded: (account: StaffAccount) => void;
  /** A new attempt started: the page's word on an earlier one no longer holds, as only the latest outcome shows. */
  readonly onAttempt: () => void;
}

/** The owner's form for a new account; a problem shows beside its field and nothing typed is lost. */
export function AddStaffForm(props: AddStaffFormProps) {
  const { t } = useTranslation('console');
  const failureText = useOfficeFailure();
  const id = useId();
  const [account, setAccount] = useState<NewStaffAccount>(emptyAccount);
  const [problems, setProblems] = useState<Partial<Record<StaffAccountField | 'role', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    props.onAttempt();
    try {
      const outcome = await props.add(account);
      if (outcome.ok) {
        setAccount(emptyAccount);
        setProblems({});
        props.onAdded(outcome.value);
      } else if (outcome.refusal === 'INVALID_FIELDS') {
        setProblems(problemTexts(outcome.problems));
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

  const problemTexts = (found: StaffAccountProblems) =>
    Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, t(`office.staff.problems.${problem}`)]));

  const text = (field: StaffAccountField, type: 'text' | 'password', autoComplete: string) => (
    <ConsoleTextField
      id={`${id}-${field}`}
      label={t(`office.staff.fields.${field}`)}
      problem={problems[field]}
      type={type}
      autoComplete={autoComplete}
      value={account[field]}
      onChange={(event) => setAccount((known) => ({ ...known, [field]: event.target.value }))}
    />
  );

  return (
    <OfficePanel aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('office.staff.addHeading')}</h3>
      <OfficeForm noValidate onSubmit={(event) => void submit(event)}>
        {text('username', 'text', 'off')}
        {text('fullName', 'text', 'off')}
        {text('password', 'password', 'new-password')}
        <ConsoleField>
          <label htmlFor={`${id}-role`}>{t('office.staff.fields.role')}</label>
          <select
            id={`${id}-role`}
            value={account.role}
            onChange={(event) =>
              setAccount((known) => ({ ...known, role: event.target.value === 'owner' ? 'owner' : 'staff' }))
            }
          >
            <option value="staff">{t('console.shell.roles.staff')}</option>
            <option value="owner">{t('console.shell.roles.owner')}</option>
          </select>
          {problems.role !== undefined ? <FieldProblem>{problems.role}</FieldProblem> : null}
        </ConsoleField>
        <ConsoleButton type="submit" disabled={sending}>
          {sending ? t('office.sending') : t('office.staff.add')}
        </ConsoleButton>
      </OfficeForm>
      {failure !== null ? <Problem role="alert">{failure}</Problem> : null}
    </OfficePanel>
  );
}
