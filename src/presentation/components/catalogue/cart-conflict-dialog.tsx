import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartConflictChoiceKeys, cartReasonMessageKeys } from '../../i18n/message-keys/cart-message-keys';
import { Dialog, DialogActions } from '../dialog/dialog';
import { cartClearedAndProductAdded, conflictDismissed, selectCartState } from '../../store/cart/cart.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PrimaryButton, SecondaryButton } from '../buttons';
import { cartSummaryPath } from './listing-path';
import { useVenueTextKey } from '../venue/venue-texts';

/** The cart holds another store's products: go to that cart, or empty it for this product. */
export function CartConflictDialog() {
  const { t } = useTranslation();
  const venueKey = useVenueTextKey();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { conflict } = useAppSelector(selectCartState);
  if (!conflict) return null;
  const dismiss = () => dispatch(conflictDismissed());
  return (
    <Dialog title={t(venueKey('catalog.conflictTitle'))} onClose={dismiss} closeLabel={t('catalog.close')}>
      <p>{t(cartReasonMessageKeys.CART_HAS_OTHER_STORE ?? '')}</p>
      <DialogActions>
        <SecondaryButton
          type="button"
          onClick={() => {
            dismiss();
            void navigate(cartSummaryPath);
          }}
        >
          {t(cartConflictChoiceKeys.PROCEED_TO_CART)}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => void dispatch(cartClearedAndProductAdded(conflict))}>
          {t(cartConflictChoiceKeys.CLEAR_CART_AND_ADD_NEW_ITEM)}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
