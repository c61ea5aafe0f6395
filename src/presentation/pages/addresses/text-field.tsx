import type { HTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    border: 1px solid rgba(0, 0, 0, 0.3);
    border-radius: 8px;
    font: inherit;
  }
  input[readonly] {
    background: #f2f4f6;
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.875rem;
`;

export interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly error: string | null;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly readOnly?: boolean;
  /** The most characters the input takes as it is typed. */
  readonly maxLength?: number;
  /** react-hook-form's registration, when the form owns the value. */
  readonly registration?: UseFormRegisterReturn;
}

/** A labelled text input with its message in red under it, tied to the input for screen readers. */
export function TextField(props: TextFieldProps) {
  const errorId = `${props.id}-error`;
  const { onChange } = props;
  return (
    <Field>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        inputMode={props.inputMode}
        readOnly={props.readOnly}
        maxLength={props.maxLength}
        aria-invalid={props.error !== null}
        aria-describedby={props.error !== null ? errorId : undefined}
        {...(props.value !== undefined ? { value: props.value } : {})}
        {...(onChange ? { onChange: (event) => onChange(event.target.value) } : {})}
        {...props.registration}
      />
      {props.error !== null ? <FieldError id={errorId}>{props.error}</FieldError> : null}
    </Field>
  );
}
