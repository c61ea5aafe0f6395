import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 120px;
  border-radius: ${({ theme }) => theme.radius};
  background: #e2e6eb;
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
`;

/** Placeholder rows while products load; the count and the text on the third row are the spec's. */
export const productSkeletonRows = 6;
const rowWithText = 2;

export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      {Array.from({ length: productSkeletonRows }, (_, index) => (
        <Row key={index} data-testid="product-skeleton">
          {index === rowWithText ? <span role="status">{t('catalog.listing.loading')}</span> : null}
        </Row>
      ))}
    </>
  );
}
