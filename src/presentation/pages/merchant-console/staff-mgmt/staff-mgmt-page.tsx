import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import type { StaffAccount } from '@/domain/merchant-console/staff-account-rules';
import { useFeature } from '../../../di/dependency-context';
import { ConsoleButton } from '../console-styles';
import { Notice, OfficePanel, Problem } from '../office/office-styles';
import { useOfficeRead } from '../office/use-office-read';
import { AddStaffForm } from './add-staff-form';
import { StaffAccountItem } from './staff-account-item';

const Accounts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /staff-mgmt (owners): the store's staff accounts: add, change role, reset password, remove. */
export function StaffMgmtPage() {
  const { t } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const { value: accounts, failure, reload, setValue: setAccounts } = useOfficeRead(feature.listStaffAccounts);
  const [notice, setNotice] = useState<string | null>(null);

  const changed = (account: StaffAccount) =>
    setAccounts((known) => known?.map((item) => (item.queryId === account.queryId ? account : item)) ?? null);

  return (
    <>
      <h2>{t('console.shell.pages.staff')}</h2>
      {notice !== null ? <Notice role="status">{notice}</Notice> : null}
      {failure !== null ? (
        <Problem role="alert">
          {failure}{' '}
          <ConsoleButton type="button" $tone="plain" onClick={reload}>
            {t('office.retry')}
          </ConsoleButton>
        </Problem>
      ) : null}
      <AddStaffForm
        add={feature.addStaffAccount}
        onAttempt={() => setNotice(null)}
        onAdded={(account) => {
          setAccounts((known) => [...(known ?? []), account]);
          setNotice(t('office.staff.added', { name: account.fullName }));
        }}
      />
      <OfficePanel aria-labelledby="staff-accounts-heading">
        <h3 id="staff-accounts-heading">{t('office.staff.listHeading')}</h3>
        {accounts === null ? (
          failure === null ? (
            <p role="status">{t('office.loading')}</p>
          ) : null
        ) : (
          <Accounts>
            {accounts.map((account) => (
              <StaffAccountItem
                key={account.queryId}
                account={account}
                feature={feature}
                onChanged={changed}
                onRemoved={(queryId) =>
                  setAccounts((known) => known?.filter((item) => item.queryId !== queryId) ?? null)
                }
                onNotice={setNotice}
              />
            ))}
          </Accounts>
        )}
      </OfficePanel>
    </>
  );
}
