import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(1)};
    border: 1px solid rgba(0, 0, 0, 0.3);
    border-radius: 8px;
    font: inherit;
    background: white;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.875rem;
`;

interface ControlProps {
  readonly id: string;
  readonly registration: UseFormRegisterReturn;
  readonly error: string | null;
  readonly maxLength: number;
}

function describedBy(props: Pick<ControlProps, 'id' | 'error'>) {
  return {
    id: props.id,
    'aria-invalid': props.error !== null,
    'aria-describedby': props.error !== null ? `${props.id}-error` : undefined,
  };
}

function FieldFrame(props: { id: string; label: string; error: string | null; children: ReactNode }) {
  return (
    <Field>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error !== null ? <FieldError id={`${props.id}-error`}>{props.error}</FieldError> : null}
    </Field>
  );
}

/** A labelled text input of the application forms, its message in red under it. */
export function PartnerTextField(
  props: ControlProps & {
    readonly label: string;
    readonly type?: 'text' | 'email' | 'tel';
    readonly autoComplete?: string;
    readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  },
) {
  return (
    <FieldFrame id={props.id} label={props.label} error={props.error}>
      <input
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        {...describedBy(props)}
        {...props.registration}
      />
    </FieldFrame>
  );
}

/** The optional free text of a form. */
export function PartnerTextArea(props: ControlProps & { readonly label: string }) {
  return (
    <FieldFrame id={props.id} label={props.label} error={props.error}>
      <textarea maxLength={props.maxLength} {...describedBy(props)} {...props.registration} />
    </FieldFrame>
  );
}

/** A choice from a fixed list, the first option a prompt that counts as no choice. */
export function PartnerSelect(
  props: Omit<ControlProps, 'maxLength'> & {
    readonly label: string;
    readonly prompt: string;
    readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  },
) {
  return (
    <FieldFrame id={props.id} label={props.label} error={props.error}>
      <select {...describedBy(props)} {...props.registration}>
        <option value="">{props.prompt}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
