import styled from 'styled-components';

/** Label and value pairs (company, phone, e-mail) side by side, stacked on a narrow phone. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(0.5)} ${({ theme }) => theme.spacing(2)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${({ theme }) => theme.spacing(1)};
    }
  }
`;

/** A phone number as a `tel:` address: spaces and dashes mean nothing to the dialler. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]+/g, '')}`;
}
