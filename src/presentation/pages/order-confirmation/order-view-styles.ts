import styled from 'styled-components';

export const Card = styled.section`
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(2)};
  background: white;
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
`;

export const ShortOrderId = styled.h1`
  font-size: 1.5rem;
  margin: 0;
`;

export const MerchantName = styled.p`
  font-weight: 600;
  margin: ${({ theme }) => theme.spacing(1)} 0;
`;

export const StatusMessage = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0;
`;

export const Lines = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.spacing(2)} 0;
  text-align: start;
`;

export const Line = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(0.5)} 0;
  border-bottom: 1px solid #eceef1;
`;

export const TotalLine = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: 700;
`;
