import styled from 'styled-components';

export const AccountForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

/** The links under a form ("Forgot pin?", "Don't have an account? Sign up"). */
export const FormLinks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(2)};
  a {
    color: ${({ theme }) => theme.colours.primary};
    font-weight: 600;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  justify-content: flex-end;
`;

/** A page of its own for the sign-up and forgot-PIN flows: narrow, centred, usable from 360 px. */
export const AccountPage = styled.section`
  max-width: 480px;
  margin: 0 auto;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
`;
