import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { orderNoteMaxLength } from '@/domain/orders/order-note';

const Field = styled.div`
  margin: ${({ theme }) => theme.spacing(2)} 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  label {
    font-weight: 600;
  }
  textarea {
    min-height: 4.5em;
    padding: ${({ theme }) => theme.spacing(1)};
    border: 1px solid #c4c9d0;
    border-radius: 8px;
    font: inherit;
    resize: vertical;
  }
  small {
    color: #5b6470;
  }
`;

export interface OrderNoteFieldProps {
  readonly note: string;
  readonly onChange: (note: string) => void;
}

/** The customer's note for the store about the whole order, sent with the invoice; optional. */
export function OrderNoteField({ note, onChange }: OrderNoteFieldProps) {
  const { t } = useTranslation();
  return (
    <Field>
      <label htmlFor="order-note">{t('checkout.note.label')}</label>
      <textarea
        id="order-note"
        aria-describedby="order-note-hint"
        maxLength={orderNoteMaxLength}
        value={note}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id="order-note-hint">
        {t('checkout.note.hint')} · {t('checkout.note.count', { length: note.length, max: orderNoteMaxLength })}
      </small>
    </Field>
  );
}
