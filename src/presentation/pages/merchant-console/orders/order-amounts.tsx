import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import { useFormatPrice } from '../../../format/use-format-price';

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px ${({ theme }) => theme.spacing(2)};
  margin: 0;
  div {
    display: contents;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * What the order's total is made of, as the server priced it: the items, their discounts, the voucher, the tip
 * and the fees. A discount or fee that is zero is left out; the items and the total are always shown.
 */
export function OrderAmounts({ order }: { readonly order: StoreOrder }) {
  const { t } = useTranslation('console');
  const formatPrice = useFormatPrice();
  const { amounts } = order;
  const rows: { key: string; label: string; amount: string }[] = [
    { key: 'subTotal', label: t('console.orders.details.subTotal'), amount: formatPrice(amounts.subTotal) },
  ];
  if (amounts.itemsDiscount > 0) {
    rows.push({
      key: 'itemsDiscount',
      label: t('console.orders.details.itemsDiscount'),
      amount: `−${formatPrice(amounts.itemsDiscount)}`,
    });
  }
  if (amounts.voucher !== null) {
    rows.push({
      key: 'voucher',
      label: t('console.orders.details.voucher', { code: amounts.voucher.code }),
      amount: `−${formatPrice(amounts.voucher.discount)}`,
    });
  }
  const fees = [
    ['tip', amounts.tip],
    ['serviceFee', amounts.serviceFee],
    ['deliveryFee', amounts.deliveryFee],
  ] as const;
  for (const [key, amount] of fees) {
    if (amount > 0) rows.push({ key, label: t(`console.orders.details.${key}`), amount: formatPrice(amount) });
  }
  rows.push({ key: 'total', label: t('console.orders.details.total'), amount: formatPrice(order.payable) });
  return (
    <Amounts>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </Amounts>
  );
}
