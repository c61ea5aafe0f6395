import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// Framed and bold, so an allergy written once for the whole order is not read past between the lines.
const Note = styled.p`
  margin: 8px 0;
  padding: 6px 8px;
  border: 2px solid currentColor;
  border-radius: 4px;
  font-weight: 600;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The customer's note for the whole order, shown once; nothing when they wrote none. */
export function OrderNote({ note }: { readonly note: string | null }) {
  const { t } = useTranslation('console');
  if (note === null) return null;
  return (
    <Note>
      <strong>{t('console.orders.orderNote')}</strong> {note}
    </Note>
  );
}
