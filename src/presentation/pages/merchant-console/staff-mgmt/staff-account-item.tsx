import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import type { StaffAccount } from '@/domain/merchant-console/staff-account-rules';
import type { ConsoleRole } from '@/domain/merchant-console/staff-session';
import { Dialog } from '../../../components/dialog/dialog';
import { ConsoleButton, ConsoleField, FieldProblem } from '../console-styles';
import { ConsoleTextField } from '../console-text-field';
import { useOfficeFailure } from '../office/use-office-failure';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)} 0;
  border-bottom: 1px solid rgba(0, 0, 0, 0.12);
  h4 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing(1)};
  select {
    min-height: 44px;
    border: 1px solid #767676;
    border-radius: 8px;
    font: inherit;
    background: white;
  }
`;

export interface StaffAccountItemProps {
  readonly account: StaffAccount;
  readonly feature: Pick<MerchantConsoleFeature, 'changeStaffRole' | 'resetStaffPassword' | 'removeStaffAccount'>;
  readonly onChanged: (account: StaffAccount) => void;
  readonly onRemoved: (queryId: string) => void;
  /** Tells the page what happened, for its status line; null when a new action starts and its outcome is not known. */
  readonly onNotice: (text: string | null) => void;
}

/** One account: its role, a new password, and removal after a confirmation. */
export function StaffAccountItem(props: StaffAccountItemProps) {
  const { t } = useTranslation('console');
  const failureText = useOfficeFailure();
  const id = useId();
  const { account, feature } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    props.onNotice(null);
    try {
      await action();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const changeRole = (role: ConsoleRole) =>
    run(async () => {
      const outcome = await feature.changeStaffRole(account.queryId, role);
      if (!outcome.ok) return setProblem(outcome.message);
      props.onChanged(outcome.value);
      props.onNotice(t('office.staff.roleChanged', { name: account.fullName }));
    });

  const resetPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setPasswordProblem(null);
      const outcome = await feature.resetStaffPassword(account.queryId, password);
      if (outcome.ok) {
        setPassword('');
        setResetting(false);
        props.onNotice(t('office.staff.passwordSet', { name: account.fullName }));
      } else if (outcome.refusal === 'INVALID_FIELDS') {
        setPasswordProblem(t(`office.staff.problems.${outcome.problems.password ?? 'REQUIRED'}`));
      } else {
        setPasswordProblem(outcome.message);
      }
    });
  };

  const remove = () =>
    run(async () => {
      setConfirmRemove(false);
      const outcome = await feature.removeStaffAccount(account.queryId);
      if (!outcome.ok) return setProblem(outcome.message);
      props.onRemoved(account.queryId);
      props.onNotice(t('office.staff.removed', { name: account.fullName }));
    });

  return (
    <Item aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`}>{account.fullName}</h4>
      <p>{account.username}</p>
      <Actions>
        <ConsoleField>
          <label htmlFor={`${id}-role`}>{t('office.staff.roleOf', { name: account.fullName })}</label>
          <select
            id={`${id}-role`}
            value={account.role}
            disabled={busy}
            onChange={(event) => void changeRole(event.target.value === 'owner' ? 'owner' : 'staff')}
          >
            <option value="staff">{t('console.shell.roles.staff')}</option>
            <option value="owner">{t('console.shell.roles.owner')}</option>
          </select>
        </ConsoleField>
        <ConsoleButton type="button" $tone="plain" aria-expanded={resetting} onClick={() => setResetting(!resetting)}>
          {t('office.staff.resetPassword')}
        </ConsoleButton>
        <ConsoleButton type="button" $tone="danger" disabled={busy} onClick={() => setConfirmRemove(true)}>
          {t('office.staff.remove')}
        </ConsoleButton>
      </Actions>
      {problem !== null ? (
        <FieldProblem role="alert" id={`${id}-problem`}>
          {problem}
        </FieldProblem>
      ) : null}
      {resetting ? (
        <form noValidate onSubmit={resetPassword}>
          <Actions>
            <ConsoleTextField
              id={`${id}-password`}
              label={t('office.staff.newPassword', { name: account.fullName })}
              problem={passwordProblem}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <ConsoleButton type="submit" disabled={busy}>
              {t('office.staff.setPassword')}
            </ConsoleButton>
          </Actions>
        </form>
      ) : null}
      {confirmRemove ? (
        <Dialog
          title={t('office.staff.removeTitle', { name: account.fullName })}
          onClose={() => setConfirmRemove(false)}
        >
          <p>{t('office.staff.removeBody')}</p>
          <Actions>
            <ConsoleButton type="button" $tone="danger" onClick={() => void remove()}>
              {t('office.staff.removeConfirm')}
            </ConsoleButton>
            <ConsoleButton type="button" $tone="plain" onClick={() => setConfirmRemove(false)}>
              {t('office.staff.keep')}
            </ConsoleButton>
          </Actions>
        </Dialog>
      ) : null}
    </Item>
  );
}
