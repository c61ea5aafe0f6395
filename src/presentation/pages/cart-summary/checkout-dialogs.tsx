import { linesNoLongerAvailable } from '@/domain/cart/unavailable-products';
import { selectCart } from '../../store/cart/cart.slice';
import {
  lineDeleteCancelled,
  selectCheckout,
  termsAgreed,
  termsDialogClosed,
  voucherDialogEvent,
} from '../../store/checkout/checkout.slice';
import { cartLineDeleted, unavailableProductsAcknowledged } from '../../store/checkout/checkout.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DeleteLineDialog } from './delete-line-dialog';
import { TermsDialog } from './terms-dialog';
import { UnavailableProductsDialog } from './unavailable-products-dialog';
import { useSubmitVoucher } from './use-submit-voucher';
import { VoucherDialog } from './voucher-dialog';

/** The checkout's dialogs, each shown while its state asks for it. */
export function CheckoutDialogs() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const checkout = useAppSelector(selectCheckout);
  const { voucher } = checkout;
  const lineToDelete = cart.lines.find((line) => line.lineId === checkout.lineToDelete) ?? null;
  const unavailableIds = checkout.unavailableProductIds;
  const unavailableNames = linesNoLongerAvailable(cart, unavailableIds).map((line) => line.name);

  const submitVoucher = useSubmitVoucher();

  return (
    <>
      {voucher.open ? (
        <VoucherDialog
          state={voucher}
          onCodeChange={(code) => dispatch(voucherDialogEvent({ type: 'CODE_CHANGED', code }))}
          onSubmit={() => submitVoucher()}
          onContinue={() => dispatch(voucherDialogEvent({ type: 'CONTINUED' }))}
          onClose={() => dispatch(voucherDialogEvent({ type: 'CLOSED' }))}
        />
      ) : null}
      {checkout.termsDialogOpen ? (
        <TermsDialog onAgree={() => dispatch(termsAgreed())} onClose={() => dispatch(termsDialogClosed())} />
      ) : null}
      {lineToDelete ? (
        <DeleteLineDialog
          name={lineToDelete.name}
          onConfirm={() => void dispatch(cartLineDeleted(lineToDelete.lineId))}
          onCancel={() => dispatch(lineDeleteCancelled())}
        />
      ) : null}
      {unavailableIds.length > 0 ? (
        <UnavailableProductsDialog
          names={unavailableNames.length > 0 ? unavailableNames : unavailableIds}
          onClose={() => void dispatch(unavailableProductsAcknowledged(unavailableIds))}
        />
      ) : null}
    </>
  );
}
