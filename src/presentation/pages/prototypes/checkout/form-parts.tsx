import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The fields' shared look: a label above a full-width control, a star after a required field's label. */
export const FieldBox = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  label[data-required='true']::after {
    /* The star is for the eye; aria-required tells assistive technology (an empty alternative text). */
    content: ' *' / '';
    color: ${({ theme }) => theme.colours.error};
  }
  input,
  select {
    width: 100%;
    box-sizing: border-box;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(1)};
    border: 1px solid rgba(0, 0, 0, 0.45);
    border-radius: 8px;
    font: inherit;
    background: #ffffff;
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(2)} 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid rgba(0, 0, 0, 0.2);
  border-radius: ${({ theme }) => theme.radius};
  background: #ffffff;
  legend {
    padding: 0 ${({ theme }) => theme.spacing(0.5)};
    font-weight: 700;
  }
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  &[data-required='true']::after {
    content: '*' / '';
    color: ${({ theme }) => theme.colours.error};
  }
`;

export const PrimaryButton = styled.button`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.spacing(4)};
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.text};
    outline-offset: 2px;
  }
`;

/**
 * A labelled text input. The prototype enforces no rule, so a required field is only marked: a star for the
 * eye and aria-required for assistive technology, never the browser's own check that would block the form.
 */
export function TextField(props: {
  readonly label: string;
  readonly required?: boolean;
  readonly type?: 'text' | 'tel';
  readonly autoComplete: string;
  readonly name: string;
}) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id} data-required={props.required ?? false}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        aria-required={props.required ?? false}
      />
    </FieldBox>
  );
}

/** A labelled select of fixed sample options. */
export function SelectField(props: {
  readonly label: string;
  readonly required?: boolean;
  readonly name: string;
  readonly autoComplete: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id} data-required={props.required ?? false}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        autoComplete={props.autoComplete}
        aria-required={props.required ?? false}
        defaultValue=""
      >
        {props.children}
      </select>
    </FieldBox>
  );
}
