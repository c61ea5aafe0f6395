import { useTranslation } from 'react-i18next';
import type { StoreOrderLine } from '@/domain/merchant-console/store-order';

/** What to make: each line's quantity and product, its chosen size, colour and options, and the customer's note. */
export function OrderLines({ lines }: { readonly lines: readonly StoreOrderLine[] }) {
  const { t } = useTranslation('console');
  return (
    <ul>
      {lines.map((line, index) => (
        <li key={index}>
          <strong>{t('console.orders.line', { quantity: line.quantity, name: line.productName })}</strong>
          {line.size !== null ? <div>{t('console.orders.size', { name: line.size })}</div> : null}
          {line.color !== null ? <div>{t('console.orders.colour', { name: line.color })}</div> : null}
          {line.variants.length > 0 ? (
            <div>{t('console.orders.variants', { names: line.variants.join(', ') })}</div>
          ) : null}
          {line.instruction.trim() !== '' ? <div>{t('console.orders.note', { text: line.instruction })}</div> : null}
        </li>
      ))}
    </ul>
  );
}
