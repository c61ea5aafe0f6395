import { useMemo } from 'react';
import type { PartnerApplication } from '@/application/ports/partner-applications.port';
import type { PartnerApplicationFields, PartnerFieldName } from '@/domain/partner-applications/partner-application';
import { attachmentProblems } from '@/domain/partner-applications/partner-application-rules';
import { fieldMessageKeys } from './partner-form-schema';
import { attachmentInfoOf, useChosenFiles } from './use-chosen-files';
import { useSubmitApplication } from './use-submit-application';

/**
 * What both application forms share: the chosen files with their problems by the domain's rules, and the
 * send. `send` hands back the fields the use case refused, so the form can mark them.
 */
export function useApplicationForm() {
  const chosenFiles = useChosenFiles();
  const { state, submit, reset } = useSubmitApplication();
  const problems = useMemo(() => attachmentProblems(chosenFiles.files.map(attachmentInfoOf)), [chosenFiles.files]);

  const send = async (
    fields: PartnerApplicationFields,
  ): Promise<ReadonlyArray<readonly [PartnerFieldName, string]>> => {
    const application: PartnerApplication = {
      ...fields,
      attachments: chosenFiles.files.map((chosen) => ({ ...attachmentInfoOf(chosen), content: chosen.file })),
    };
    const outcome = await submit(application);
    return outcome !== null && !outcome.ok && outcome.refusal === 'INVALID_FIELDS'
      ? fieldMessageKeys(outcome.fieldProblems)
      : [];
  };

  const startAgain = () => {
    chosenFiles.clear();
    reset();
  };

  return { chosenFiles, problems, state, send, startAgain };
}
