import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '../../components/buttons';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Sent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  justify-items: start;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** Send, which says it is sending and cannot be pressed again meanwhile. */
export function SendButton(props: { readonly pending: boolean }) {
  const { t } = useTranslation();
  return (
    <PrimaryButton type="submit" disabled={props.pending} aria-busy={props.pending}>
      {t(props.pending ? 'partners.form.sending' : 'partners.form.send')}
    </PrimaryButton>
  );
}

/** The thanks that replaces a sent form, focused so a screen reader reads it at once. */
export function ApplicationSent(props: { readonly onStartAgain: () => void }) {
  const { t } = useTranslation();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <Sent>
      <p role="status" tabIndex={-1} ref={message}>
        {t('partners.form.sent')}
      </p>
      <SecondaryButton type="button" onClick={props.onStartAgain}>
        {t('partners.form.sendAnother')}
      </SecondaryButton>
    </Sent>
  );
}
