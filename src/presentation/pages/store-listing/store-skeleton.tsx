import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Row = styled.div`
  height: 180px;
  border-radius: ${({ theme }) => theme.radius};
  background: #e2e6eb;
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
`;

/** Placeholder rows while stores load; the count is the spec's. */
export const storeSkeletonRows = 4;

export function StoreSkeleton() {
  return (
    <>
      {Array.from({ length: storeSkeletonRows }, (_, index) => (
        <Row key={index} data-testid="store-skeleton" aria-hidden="true" />
      ))}
    </>
  );
}
