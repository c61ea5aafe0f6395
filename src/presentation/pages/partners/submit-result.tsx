import { useTranslation } from 'react-i18next';
import type { ApplicationRefusal } from '@/application/ports/partner-applications.port';
import { ErrorMessage } from '../../components/error-message';
import { useErrorText } from '../../format/use-error-text';
import type { SubmitState } from './use-submit-application';

const refusalKeys: Readonly<Record<ApplicationRefusal, string>> = {
  FILES_TOO_LARGE: 'partners.refusals.FILES_TOO_LARGE',
  FILE_TYPE_REFUSED: 'partners.refusals.FILE_TYPE_REFUSED',
  INVALID_APPLICATION: 'partners.refusals.INVALID_APPLICATION',
};

/** Why the last send did not go through, in red: a clear text of our own, then the service's own words. */
export function SubmitProblem(props: { readonly state: SubmitState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state } = props;
  if (state.status === 'invalidFiles') return <ErrorMessage>{t('partners.files.fixFiles')}</ErrorMessage>;
  if (state.status === 'failed') return <ErrorMessage>{errorText(state.error)}</ErrorMessage>;
  if (state.status !== 'refused') return null;
  return (
    <ErrorMessage>
      {t(refusalKeys[state.refusal])}
      {state.message.trim() !== '' ? (
        <>
          <br />
          {state.message}
        </>
      ) : null}
    </ErrorMessage>
  );
}
