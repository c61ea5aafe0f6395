import styled from 'styled-components';

/** A white panel of an office page: a form, a list, a table. */
export const OfficePanel = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: white;
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
`;

/** A form's fields side by side where there is room, one under another on a phone. */
export const OfficeForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: end;
  select {
    min-height: 44px;
    border: 1px solid #767676;
    border-radius: 8px;
    font: inherit;
    background: white;
  }
`;

/**
 * A wide table scrolls sideways inside its panel instead of widening the page; it takes the keyboard's focus, so a
 * keyboard user can scroll it with the arrow keys too.
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid rgba(0, 0, 0, 0.12);
    text-align: left;
    white-space: nowrap;
  }
  td.amount,
  th.amount {
    text-align: right;
  }
`;

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: 8px;
  background: #e8f5e9;
`;

export const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colours.error};
`;
