import styled from 'styled-components';

/** The whole-screen frame of the start-up states: splash, signing in, sign-in failed. */
export const StartupFrame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  text-align: center;
`;

export const StartupButton = styled.button`
  min-height: 44px;
  min-width: 120px;
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.text};
    outline-offset: 2px;
  }
`;
