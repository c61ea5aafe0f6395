import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@/domain/catalogue/product';
import { Dialog } from '../../components/dialog/dialog';

const Picture = styled.img`
  width: 100%;
  max-height: 70vh;
  object-fit: contain;
`;

/** The product's pictures at full size: the first, then the secondary one when there is one. */
export function ProductZoomDialog(props: { product: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const { product } = props;
  return (
    <Dialog title={product.name} onClose={props.onClose} closeLabel={t('catalog.close')}>
      {product.pictures.slice(0, 2).map((picture, index) => (
        <Picture
          key={picture.originalUrl}
          src={picture.originalUrl}
          alt={t(index === 0 ? 'catalog.row.pictureAlt' : 'catalog.row.secondPictureAlt', { name: product.name })}
        />
      ))}
    </Dialog>
  );
}
