import type { InputHTMLAttributes, ReactNode } from 'react';
import { ConsoleField, FieldProblem } from './console-styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

export interface ConsoleTextFieldProps extends InputProps {
  /** The input's id; the problem below it takes `${id}-problem`. */
  readonly id: string;
  readonly label: ReactNode;
  /** What is wrong with the value, shown below the input and read with it; nothing when it is fine. */
  readonly problem?: string | null;
  /**
   * For a problem the form shows elsewhere (one message for several actions): the id of that message.
   * The input is then marked invalid and described by it, and no message is drawn here.
   */
  readonly problemShownAt?: string | null;
}

/**
 * A console form's labelled input with its problem beside it: screen readers hear the problem with the
 * field (aria-describedby) and the field says it is invalid while the problem stands.
 */
export function ConsoleTextField({ id, label, problem, problemShownAt, ...input }: ConsoleTextFieldProps) {
  const drawn = problem !== undefined && problem !== null && (problemShownAt === undefined || problemShownAt === null);
  const problemId = drawn ? `${id}-problem` : (problemShownAt ?? null);
  return (
    <ConsoleField>
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} aria-invalid={problemId !== null} aria-describedby={problemId ?? undefined} />
      {drawn ? <FieldProblem id={`${id}-problem`}>{problem}</FieldProblem> : null}
    </ConsoleField>
  );
}
