import type { InputHTMLAttributes } from 'react';
import { errorIdOf, FieldFrame } from './field-frame';

export interface TextInputFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error: string | null;
  readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  readonly autoComplete?: string;
  /** text unless the field is an e-mail address. */
  readonly type?: 'text' | 'email';
  readonly placeholder?: string;
  /** The most characters the input takes: the server's limit for the field, so it is never met as a refusal. */
  readonly maxLength?: number;
}

/** A labelled text input of the account forms, its message in red under it. */
export function TextInputField(props: TextInputFieldProps) {
  return (
    <FieldFrame inputId={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        value={props.value}
        aria-invalid={props.error !== null}
        aria-describedby={props.error !== null ? errorIdOf(props.id) : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
