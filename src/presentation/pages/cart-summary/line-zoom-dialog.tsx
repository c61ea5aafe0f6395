import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CartLine } from '@/domain/cart/cart';
import { Dialog } from '../../components/dialog/dialog';

const Picture = styled.img`
  width: 100%;
  max-height: 70vh;
  object-fit: contain;
`;

/** A cart line's picture at full size; the cart keeps one picture per line. */
export function LineZoomDialog(props: { line: CartLine & { pictureUrl: string }; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={props.line.name} onClose={props.onClose} closeLabel={t('checkout.voucher.close')}>
      <Picture src={props.line.pictureUrl} alt={t('checkout.lines.pictureAlt', { name: props.line.name })} />
    </Dialog>
  );
}
