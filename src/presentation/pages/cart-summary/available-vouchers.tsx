import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureTokens } from '@/application/tokens';
import type { AvailableVoucher } from '@/domain/voucher/available-voucher';
import { useFeature } from '../../di/dependency-context';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: 0;
  button {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(1.5)};
    border: 1px dashed ${({ theme }) => theme.colours.primary};
    border-radius: 8px;
    background: white;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
  small {
    font-size: 0.85rem;
  }
`;

export interface AvailableVouchersProps {
  /** The store of the cart, whose vouchers are listed. */
  readonly storeQueryId: string;
  /** The signed-in user the list belongs to; a new user gets a new list. */
  readonly userQueryId: string | null;
  /** Nothing to apply a voucher to yet, or one is applied or being checked. */
  readonly disabled: boolean;
  readonly onPick: (code: string) => void;
}

/**
 * The customer's vouchers at this store, each a button that applies it as a typed code would. Shows nothing
 * when there are none, or when the list cannot be had: the code field still takes any of them.
 */
export function AvailableVouchers(props: AvailableVouchersProps) {
  const { t, i18n } = useTranslation();
  const { listAvailableVouchers } = useFeature(featureTokens.checkout);
  const [listed, setListed] = useState<{ readonly key: string; readonly vouchers: readonly AvailableVoucher[] }>();
  const key = `${props.userQueryId ?? ''} ${props.storeQueryId}`;

  useEffect(() => {
    let current = true;
    listAvailableVouchers({ storeQueryId: props.storeQueryId }).then(
      (vouchers) => current && setListed({ key, vouchers }),
      () => current && setListed({ key, vouchers: [] }),
    );
    return () => {
      current = false;
    };
  }, [listAvailableVouchers, props.storeQueryId, key]);

  const vouchers = listed?.key === key ? listed.vouchers : [];
  if (vouchers.length === 0) return null;
  // The last day the voucher applies: it ends at the first instant after it (a midnight reads as the day before).
  const lastDay = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="available-vouchers-title">
      <h3 id="available-vouchers-title">{t('checkout.vouchers.title')}</h3>
      <List>
        {vouchers.map((voucher) => (
          <li key={voucher.code}>
            <button
              type="button"
              disabled={props.disabled}
              aria-label={t('checkout.vouchers.use', { code: voucher.code, name: voucher.name })}
              onClick={() => props.onPick(voucher.code)}
            >
              <strong>{voucher.code}</strong>
              <span>{voucher.name}</span>
              <small>{t('checkout.vouchers.lastDay', { date: lastDay.format(voucher.expiresAt - 1) })}</small>
            </button>
          </li>
        ))}
      </List>
    </section>
  );
}
