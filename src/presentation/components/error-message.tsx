import styled from 'styled-components';

/** Server and request errors, in red, announced to screen readers. */
export const ErrorMessage = styled.p.attrs({ role: 'alert' })`
  color: ${({ theme }) => theme.colours.error};
  margin: ${({ theme }) => theme.spacing(2)} 0;
`;
