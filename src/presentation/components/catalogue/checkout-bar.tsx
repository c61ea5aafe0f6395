import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectCartItemCount, selectCartTotal } from '../../store/cart/cart.selectors';
import { selectCartState } from '../../store/cart/cart.slice';
import { ErrorMessage } from '../error-message';
import { withTradeType } from '../navigation/app-paths';
import { bottomClearance } from '../navigation/bottom-navigation';
import { useTradeTypeId } from '../navigation/use-trade-type-id';
import { useAppSelector } from '../../store/hooks';
import { cartSummaryPath } from './listing-path';
import { useFormatPrice } from '../../format/use-format-price';

const Bar = styled.div`
  position: sticky;
  /* Above the fixed bottom navigation, which would otherwise cover the bar and take its taps. */
  bottom: ${bottomClearance};
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  a {
    color: inherit;
    font-weight: 700;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

/**
 * Stays at the bottom while the cart holds anything: how many items, the total, and the way to pay; under it, in red,
 * why the last change of the cart failed.
 */
export function CheckoutBar() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const count = useAppSelector(selectCartItemCount);
  const total = useAppSelector(selectCartTotal);
  // The trade type travels on to the cart and the order confirmation, as every link of the retail flow does.
  const tradeTypeId = useTradeTypeId();
  const error = useAppSelector(selectCartState).updateError;
  return (
    <>
      {count > 0 ? (
        <Bar role="region" aria-label={t('catalog.checkoutBar.label')}>
          <span>{t('catalog.checkoutBar.items', { count })}</span>
          <span>{t('catalog.checkoutBar.total', { total: formatPrice(total) })}</span>
          <Link to={withTradeType(cartSummaryPath, tradeTypeId)}>{t('catalog.checkoutBar.checkout')}</Link>
        </Bar>
      ) : null}
      {error !== null ? <ErrorMessage>{error || t('errors.SERVER_ERROR')}</ErrorMessage> : null}
    </>
  );
}
