import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError } from '@/application/errors/app-error';
import type { SignInStaff } from '@/application/merchant-console/staff-session.use-cases';
import type { StaffSession } from '@/domain/merchant-console/staff-session';
import type { StaffCredentialsProblems } from '@/domain/merchant-console/staff-sign-in-rules';
import { useErrorText } from '../../format/use-error-text';
import { ConsoleButton } from './console-styles';
import { ConsoleTextField } from './console-text-field';

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

  const problemOf = (name: 'username' | 'password') => {
    const problem = problems[name];
    return problem === undefined ? null : t(problemKeys[problem]);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <ConsoleTextField
        id={`${id}-username`}
        label={t('console.signIn.username')}
        problem={problemOf('username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <ConsoleTextField
        id={`${id}-password`}
        label={t('console.signIn.password')}
        problem={problemOf('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {refusal !== null ? <Refusal role="alert">{refusal}</Refusal> : null}
      <ConsoleButton type="submit" disabled={sending}>
        {sending ? t('console.signIn.sending') : t('console.signIn.submit')}
      </ConsoleButton>
    </Form>
  );
}
