import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    width: 100%;
    box-sizing: border-box;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    border: 1px solid rgba(0, 0, 0, 0.3);
    border-radius: 8px;
    font: inherit;
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.875rem;
`;

/** The id of a field's message, which its input names with aria-describedby. */
export function errorIdOf(inputId: string): string {
  return `${inputId}-error`;
}

/** A field's label, its input (with whatever sits beside it) and its message in red under it. */
export function FieldFrame(props: {
  readonly inputId: string;
  readonly label: string;
  readonly error: string | null;
  readonly children: ReactNode;
}) {
  return (
    <Frame>
      <label htmlFor={props.inputId}>{props.label}</label>
      {props.children}
      {props.error !== null ? <FieldError id={errorIdOf(props.inputId)}>{props.error}</FieldError> : null}
    </Frame>
  );
}
