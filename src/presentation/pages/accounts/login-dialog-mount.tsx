import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '../../components/navigation/app-paths';
import { loginDialogClosed, selectLoginDialogOpen } from '../../store/accounts/account-menu.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSignedIn } from '../../store/session/session.slice';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';

// The dialog and the form library come as one chunk, fetched when a guest first asks to log in.
const LoginDialog = lazyWithTexts(() =>
  import(/* webpackChunkName: "accounts" */ './login-dialog').then((module) => ({ default: module.LoginDialog })),
);

/** Mounted once by the app shell, so the login dialog opens over whichever page asked for it. */
export function LoginDialogMount() {
  const open = useAppSelector(selectLoginDialogOpen);
  const customer = useAppSelector(selectSignedIn)?.kind === 'customer';
  if (!open) return null;
  if (customer) return <AlreadyLoggedIn />;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}

/** The spec's rule: with a customer session already there, asking to log in goes to /products instead. */
function AlreadyLoggedIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(loginDialogClosed());
    void navigate(appPaths.stores);
  }, [dispatch, navigate]);
  return null;
}
