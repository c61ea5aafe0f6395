import { useCallback, useEffect, useRef, useState } from 'react';
import { isAppError, type AppError } from '@/application/errors/app-error';
import type { SubmitPartnerApplicationOutcome } from '@/application/partner-applications/submit-partner-application.use-case';
import type { ApplicationRefusal, PartnerApplication } from '@/application/ports/partner-applications.port';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../../di/dependency-context';

export type SubmitState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'sent' }
  | { readonly status: 'invalidFiles' }
  | { readonly status: 'refused'; readonly refusal: ApplicationRefusal; readonly message: string }
  | { readonly status: 'failed'; readonly error: AppError };

const unknownFailure: AppError = { code: 'SERVER_ERROR', message: '' };

/**
 * Sends an application through its use case and tells how it went. The form's own state is not touched, so
 * whatever the applicant typed and chose is still there after a refusal or a failure.
 */
export function useSubmitApplication() {
  const loadApplications = useFeatureLoader(featureTokens.partnerApplications);
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (application: PartnerApplication): Promise<SubmitPartnerApplicationOutcome | null> => {
      setState({ status: 'pending' });
      try {
        const outcome = await (await loadApplications()).submitPartnerApplication(application);
        if (mounted.current) setState(stateOf(outcome));
        return outcome;
      } catch (error) {
        if (mounted.current) setState({ status: 'failed', error: isAppError(error) ? error : unknownFailure });
        return null;
      }
    },
    [loadApplications],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, submit, reset };
}

function stateOf(outcome: SubmitPartnerApplicationOutcome): SubmitState {
  if (outcome.ok) return { status: 'sent' };
  if (outcome.refusal === 'INVALID_FIELDS') return { status: 'idle' };
  if (outcome.refusal === 'INVALID_FILES') return { status: 'invalidFiles' };
  return { status: 'refused', refusal: outcome.refusal, message: outcome.message };
}
