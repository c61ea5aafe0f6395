import styled from 'styled-components';

/** The console's buttons: at least 44 px tall, for fingers on a tablet. */
export const ConsoleButton = styled.button<{ $tone?: 'primary' | 'plain' | 'danger' }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'danger' ? theme.colours.error : $tone === 'plain' ? '#767676' : theme.colours.primary)};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colours.error : $tone === 'plain' ? 'white' : theme.colours.primary};
  color: ${({ theme, $tone }) => ($tone === 'plain' ? theme.colours.text : theme.colours.onPrimary)};
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export const ConsoleField = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    border: 1px solid #767676;
    border-radius: 8px;
    font: inherit;
  }
`;

export const FieldProblem = styled.span`
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.875rem;
`;
