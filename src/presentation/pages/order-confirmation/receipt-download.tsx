import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AppError } from '@/application/errors/app-error';
import { ErrorMessage } from '../../components/error-message';
import { useErrorText } from '../../format/use-error-text';
import { useAppDispatch } from '../../store/hooks';
import { orderReceiptDownloaded } from '../../store/orders/orders.thunks';

const Button = styled.button`
  display: block;
  margin: ${({ theme }) => theme.spacing(2)} auto;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  font: inherit;
  cursor: pointer;
`;

/** Saves the order's receipt PDF on the device. */
export function ReceiptDownload(props: { readonly invoiceQueryId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);

  async function download(): Promise<void> {
    setBusy(true);
    setFailure(null);
    const result = await dispatch(orderReceiptDownloaded(props.invoiceQueryId));
    setBusy(false);
    if (orderReceiptDownloaded.rejected.match(result)) {
      setFailure(result.payload ?? { code: 'CONNECTION_TIMEOUT', message: '' });
    }
  }

  return (
    <>
      <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {t('tracking.downloadReceipt')}
      </Button>
      {failure ? <ErrorMessage>{errorText(failure)}</ErrorMessage> : null}
    </>
  );
}
