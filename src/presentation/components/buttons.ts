import styled from 'styled-components';

/** The screen's main call to action. */
export const PrimaryButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: none;
  border-radius: 8px;
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colours.primary};
  border-radius: 8px;
  background: white;
  color: ${({ theme }) => theme.colours.primary};
  font-weight: 600;
  cursor: pointer;
`;
