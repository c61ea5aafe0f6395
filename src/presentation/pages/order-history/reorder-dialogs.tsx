import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { reorderChoiceKeys, reorderReasonMessageKeys } from '../../i18n/message-keys/cart-message-keys';
import type { ReorderChoice } from '@/domain/cart/cart-refusal';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { useErrorText } from '../../format/use-error-text';
import { cartRequested } from '../../store/cart/cart.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { reorderPromptClosed, selectReorderPrompt } from '../../store/orders/orders.slice';
import { reOrderRequested } from '../../store/orders/orders.thunks';
import { PrimaryButton, SecondaryButton } from '../../components/buttons';
import { cartSummaryPath } from '../../components/catalogue/listing-path';

const choices: readonly ReorderChoice[] = ['CLEAR_CART_AND_ADD_NEW_ITEMS', 'PROCEED_TO_CART', 'CANCEL'];

/** What a re-order asks or tells: the merchant is closed, the cart already has items, or it failed. */
export function ReorderDialogs() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const prompt = useAppSelector(selectReorderPrompt);
  const close = () => dispatch(reorderPromptClosed());

  useEffect(() => {
    if (prompt.kind !== 'GO_TO_CART') return;
    // The use case wrote the cart itself; the cart slice reads it again before the cart summary shows it.
    void dispatch(cartRequested());
    dispatch(reorderPromptClosed());
    void navigate(cartSummaryPath);
  }, [prompt.kind, dispatch, navigate]);

  if (prompt.kind === 'CART_NOT_EMPTY') {
    const { invoiceQueryId } = prompt;
    return (
      <Dialog title={t('orderHistory.reorderTitle')} onClose={close} closeLabel={t('orderHistory.close')}>
        <p>{t(reorderReasonMessageKeys.CART_NOT_EMPTY)}</p>
        <DialogActions>
          {choices.map((choice) => {
            const Button = choice === 'CLEAR_CART_AND_ADD_NEW_ITEMS' ? PrimaryButton : SecondaryButton;
            return (
              <Button
                key={choice}
                type="button"
                onClick={() => void dispatch(reOrderRequested({ invoiceQueryId, choice }))}
              >
                {t(reorderChoiceKeys[choice])}
              </Button>
            );
          })}
        </DialogActions>
      </Dialog>
    );
  }
  const message =
    prompt.kind === 'MERCHANT_CLOSED'
      ? t(reorderReasonMessageKeys.MERCHANT_CLOSED)
      : prompt.kind === 'STORAGE_FAILED'
        ? t(reorderReasonMessageKeys.STORAGE_FAILED)
        : prompt.kind === 'FAILED'
          ? errorText(prompt.error)
          : null;
  if (message === null) return null;
  return (
    <Dialog
      title={t(prompt.kind === 'MERCHANT_CLOSED' ? 'orderHistory.merchantClosedTitle' : 'orderHistory.reorderTitle')}
      onClose={close}
      closeLabel={t('orderHistory.close')}
    >
      <p role="alert">{message}</p>
      <DialogActions>
        <PrimaryButton type="button" onClick={close}>
          {t('orderHistory.close')}
        </PrimaryButton>
      </DialogActions>
    </Dialog>
  );
}
