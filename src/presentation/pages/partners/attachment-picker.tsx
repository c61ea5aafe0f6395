import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { attachmentLimits, type AttachmentSlot } from '@/domain/partner-applications/partner-application';
import { attachmentProblemKeys } from '../../i18n/message-keys/partner-application-message-keys';
import type { AttachmentProblems } from '@/domain/partner-applications/partner-application-rules';
import { SecondaryButton } from '../../components/buttons';
import { fileSizeParts } from './file-size';
import { FieldError } from './partner-field';
import type { ChosenFile } from './use-chosen-files';

const Picker = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid rgba(0, 0, 0, 0.2);
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  label {
    font-weight: 600;
  }
  input[type='file'] {
    max-width: 100%;
    min-height: 44px;
  }
`;

const Slot = styled.div`
  display: grid;
  gap: 4px;
`;

const FileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const FileRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  span.name {
    overflow-wrap: anywhere;
    flex: 1 1 160px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

const accept = [...attachmentLimits.types, ...attachmentLimits.extensions.map((extension) => `.${extension}`)].join(
  ',',
);
const limitValues = { maxFiles: attachmentLimits.maxFiles, maxMegabytes: attachmentLimits.maxBytes / (1024 * 1024) };

export interface AttachmentPickerProps {
  readonly slots: readonly AttachmentSlot[];
  readonly files: readonly ChosenFile[];
  /** The domain's problems, by position in `files`. */
  readonly problems: AttachmentProblems;
  readonly disabled: boolean;
  readonly onAdd: (slot: AttachmentSlot, files: readonly File[]) => void;
  readonly onRemove: (key: string) => void;
}

/**
 * The form's files: a picker per slot, the chosen files listed under it with their size and a remove button,
 * and the limits' messages in red beside the file at fault.
 */
export function AttachmentPicker(props: AttachmentPickerProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const hintId = `${idPrefix}-hint`;
  const inputs = useRef(new Map<AttachmentSlot, HTMLInputElement>());
  const problemOf = (chosen: ChosenFile) => props.problems.files[props.files.indexOf(chosen)] ?? null;

  const remove = (chosen: ChosenFile) => {
    props.onRemove(chosen.key);
    // The removed row's button is gone: keyboard focus goes back to the picker the file came from.
    inputs.current.get(chosen.slot)?.focus();
  };

  return (
    <Picker>
      <legend>{t('partners.files.legend')}</legend>
      <Hint id={hintId}>{t('partners.files.hint', limitValues)}</Hint>
      {props.slots.map((slot) => {
        const inputId = `${idPrefix}-${slot}`;
        const chosen = props.files.filter((file) => file.slot === slot);
        return (
          <Slot key={slot}>
            <label htmlFor={inputId}>{t(`partners.files.slots.${slot}`)}</label>
            <input
              id={inputId}
              ref={(element) => {
                if (element) inputs.current.set(slot, element);
                else inputs.current.delete(slot);
              }}
              type="file"
              multiple
              accept={accept}
              disabled={props.disabled}
              aria-describedby={hintId}
              onChange={(event) => {
                const added = Array.from(event.target.files ?? []);
                // Emptied so choosing the same file again, after removing it, still counts as a change.
                event.target.value = '';
                if (added.length > 0) props.onAdd(slot, added);
              }}
            />
            {chosen.length > 0 ? (
              <FileList aria-label={t('partners.files.chosen', { slot: t(`partners.files.slots.${slot}`) })}>
                {chosen.map((file) => {
                  const problem = problemOf(file);
                  const size = fileSizeParts(file.file.size);
                  return (
                    <FileRow key={file.key}>
                      <span className="name">
                        {t('partners.files.entry', {
                          name: file.file.name,
                          size: t(`partners.files.size.${size.unit}`, { amount: size.amount }),
                        })}
                      </span>
                      <SecondaryButton
                        type="button"
                        disabled={props.disabled}
                        onClick={() => remove(file)}
                        aria-label={t('partners.files.remove', { name: file.file.name })}
                      >
                        {t('partners.files.removeShort')}
                      </SecondaryButton>
                      {problem !== null ? (
                        <FieldError role="alert">{t(attachmentProblemKeys[problem], limitValues)}</FieldError>
                      ) : null}
                    </FileRow>
                  );
                })}
              </FileList>
            ) : null}
          </Slot>
        );
      })}
      {props.problems.tooMany ? (
        <FieldError role="alert">{t(attachmentProblemKeys.TOO_MANY_FILES, limitValues)}</FieldError>
      ) : null}
    </Picker>
  );
}
