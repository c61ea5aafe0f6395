import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError } from '@/application/errors/app-error';
import type { SignInStaff } from '@/application/merchant-console/staff-session.use-cases';
import type { StaffSession } from '@/domain/merchant-console/staff-session';
import type { StaffCredentialsProblems } from '@/domain/merchant-console/staff-sign-in-rules';
import { useErrorText } from '../../format/use-error-text';
import { ConsoleButton, ConsoleField, FieldProblem } from './console-styles';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.error};
`;

const problemKeys = { REQUIRED: 'console.signIn.required', TOO_LONG: 'console.signIn.tooLong' } as const;

export interface StaffSignInFormProps {
  readonly signIn: SignInStaff;
  readonly onSignedIn: (session: StaffSession) => void;
  /** Filled in when the session of this user ended, so only the password is asked again. */
  readonly username?: string;
}

/** The console's sign-in: username and password, checked before sending; a refusal keeps what was typed. */
export function StaffSignInForm(props: StaffSignInFormProps) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const id = useId();
  const [username, setUsername] = useState(props.username ?? '');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<StaffCredentialsProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setRefusal(null);
    try {
      const outcome = await props.signIn({ username, password });
      if (outcome.ok) return props.onSignedIn(outcome.session);
      setProblems(outcome.refusal === 'INVALID_FIELDS' ? outcome.problems : {});
      if (outcome.refusal === 'REFUSED') setRefusal(outcome.message);
    } catch (error) {
      setRefusal(isAppError(error) ? errorText(error) : String(error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: 'username' | 'password') => {
    const problem = problems[name];
    return {
      id: `${id}-${name}`,
      'aria-invalid': problem !== undefined,
      'aria-describedby': problem !== undefined ? `${id}-${name}-problem` : undefined,
      problem: problem === undefined ? null : t(problemKeys[problem]),
    };
  };
  const user = field('username');
  const secret = field('password');

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <ConsoleField>
        <label htmlFor={user.id}>{t('console.signIn.username')}</label>
        <input
          id={user.id}
          name="username"
          autoComplete="username"
          value={username}
          aria-invalid={user['aria-invalid']}
          aria-describedby={user['aria-describedby']}
          onChange={(event) => setUsername(event.target.value)}
        />
        {user.problem !== null ? <FieldProblem id={`${user.id}-problem`}>{user.problem}</FieldProblem> : null}
      </ConsoleField>
      <ConsoleField>
        <label htmlFor={secret.id}>{t('console.signIn.password')}</label>
        <input
          id={secret.id}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={secret['aria-invalid']}
          aria-describedby={secret['aria-describedby']}
          onChange={(event) => setPassword(event.target.value)}
        />
        {secret.problem !== null ? <FieldProblem id={`${secret.id}-problem`}>{secret.problem}</FieldProblem> : null}
      </ConsoleField>
      {refusal !== null ? <Refusal role="alert">{refusal}</Refusal> : null}
      <ConsoleButton type="submit" disabled={sending}>
        {sending ? t('console.signIn.sending') : t('console.signIn.submit')}
      </ConsoleButton>
    </Form>
  );
}
