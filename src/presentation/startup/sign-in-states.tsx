import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AppError } from '@/application/errors/app-error';
import { ErrorMessage } from '../components/error-message';
import { useErrorText } from '../format/use-error-text';
import { StartupButton, StartupFrame } from './startup-styles';

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.text};
`;

/** While the device signs in; never a blank page. */
export function SigningIn() {
  const { t } = useTranslation();
  return (
    <StartupFrame role="status" aria-live="polite">
      {t('startup.signingIn')}
    </StartupFrame>
  );
}

/** The sign-in failed: what happened, in the catalogue's words, and a way to try again. */
export function SignInFailed(props: { readonly error: AppError | null; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <StartupFrame>
      <ErrorMessage>{t('startup.signInFailed')}</ErrorMessage>
      {props.error ? <Reason>{errorText(props.error)}</Reason> : null}
      <StartupButton type="button" onClick={props.onRetry}>
        {t('startup.retry')}
      </StartupButton>
    </StartupFrame>
  );
}
