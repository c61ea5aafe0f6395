import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AppError } from '@/application/errors/app-error';
import { emailMaxLength } from '@/domain/validation/email-length';
import { ErrorMessage } from '../../components/error-message';
import { useErrorText } from '../../format/use-error-text';
import { useAlive } from '../../startup/use-alive';
import { useAppDispatch } from '../../store/hooks';
import { receiptEmailSent } from '../../store/orders/orders.thunks';
import { Card } from './order-view-styles';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  text-align: start;
`;

const Field = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(1)};
  font: inherit;
  box-sizing: border-box;
`;

const Consent = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  justify-content: flex-end;
  flex-wrap: wrap;
`;

const Button = styled.button`
  min-height: 44px;
  min-width: 96px;
  font: inherit;
  cursor: pointer;
`;

/** Before the order detail: the receipt by e-mail (Submit) or not (Skip). */
export function ReceiptPrompt(props: { readonly invoiceQueryId: string; readonly onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  // The prompt may be drawn by the server: until the page is alive its buttons say they cannot be pressed yet.
  const alive = useAlive();
  const emailField = useRef<HTMLInputElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);

  // The server draws this form before the scripts arrive: what the visitor typed into it meanwhile is kept.
  useEffect(() => {
    const typed = emailField.current?.value ?? '';
    if (typed !== '') setEmail(typed);
    if (consentBox.current?.checked === true) setConsent(true);
  }, []);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    // The server writes the receipt from the order; the browser says only which order, to whom, in which language.
    const result = await dispatch(
      receiptEmailSent({
        email,
        marketingConsent: consent,
        invoiceQueryId: props.invoiceQueryId,
        locale: i18n.resolvedLanguage === 'fi' ? 'fi' : 'en',
      }),
    );
    setSending(false);
    if (receiptEmailSent.rejected.match(result)) {
      setFailure(result.payload ?? { code: 'CONNECTION_TIMEOUT', message: '' });
      return;
    }
    if (!result.payload.ok) {
      setInvalid(true);
      return;
    }
    props.onDone();
  }

  return (
    <Card aria-labelledby="receipt-title">
      <h1 id="receipt-title">{t('tracking.receiptPrompt.title')}</h1>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="receipt-email">{t('tracking.receiptPrompt.email')}</label>
        <Field
          ref={emailField}
          id="receipt-email"
          type="email"
          autoComplete="email"
          maxLength={emailMaxLength}
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'receipt-email-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid ? (
          <ErrorMessage id="receipt-email-error">{t('tracking.receiptPrompt.invalidEmail')}</ErrorMessage>
        ) : null}
        <Consent>
          <input
            ref={consentBox}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          {t('tracking.receiptPrompt.marketingConsent')}
        </Consent>
        {failure ? <ErrorMessage>{errorText(failure)}</ErrorMessage> : null}
        <Actions>
          <Button type="button" disabled={!alive} onClick={props.onDone}>
            {t('tracking.receiptPrompt.skip')}
          </Button>
          <Button type="submit" disabled={sending || !alive}>
            {t('tracking.receiptPrompt.submit')}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}
