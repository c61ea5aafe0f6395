import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loginDialogOpened, selectLoggingOut } from '../../store/accounts/account-menu.slice';
import { logoutRequested } from '../../store/accounts/logout.thunk';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSignedIn } from '../../store/session/session.slice';
import { useServerDrawn } from '../../startup/server-drawn';
import { useAlive } from '../../startup/use-alive';
import { accountPaths } from './account-paths';
import { NonRetailNotice } from './non-retail-notice';

/** The header spaces its ends apart; the auto margin keeps this beside the language menu on the right. */
const Group = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

/** The name gives way first on a narrow screen; the button never does. */
const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 12rem;
  @media (max-width: 480px) {
    max-width: 6rem;
  }
`;

const HeaderButton = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** A guest gets "Log in"; a customer sees their name and "Log out", which lands on /home. */
export function AccountMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectSignedIn);
  const loggingOut = useAppSelector(selectLoggingOut);
  // The server draws the first screen as a guest sees it.
  const serverDrawn = useServerDrawn();
  const alive = useAlive();
  if (signedIn === null && !serverDrawn) return null;

  if (signedIn === null || signedIn.kind !== 'customer') {
    return (
      <Group>
        <NonRetailNotice />
        <HeaderButton type="button" disabled={!alive} onClick={() => dispatch(loginDialogOpened())}>
          {t('accountMenu.logIn')}
        </HeaderButton>
      </Group>
    );
  }

  const name = signedIn.user.fullName.trim() || signedIn.user.mobileNumber;
  const logOut = async () => {
    // Logged out whatever the server answered; the thunk has already forgotten the customer.
    await dispatch(logoutRequested()).catch(() => undefined);
    void navigate(accountPaths.afterLogout);
  };
  return (
    <Group role="group" aria-label={t('accountMenu.label')}>
      <Name title={t('accountMenu.signedInAs', { name })}>{name}</Name>
      <NonRetailNotice />
      <HeaderButton type="button" disabled={loggingOut} aria-busy={loggingOut} onClick={() => void logOut()}>
        {t(loggingOut ? 'accountMenu.loggingOut' : 'accountMenu.logOut')}
      </HeaderButton>
    </Group>
  );
}
