import { useId } from 'react';
import styled from 'styled-components';
import type { ProductOption } from '@/domain/catalogue/product';

const Fieldset = styled.fieldset`
  border: 1px solid rgba(0, 0, 0, 0.15);
  border-radius: 8px;
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(1.5)};
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const OptionLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 999px;
  border: 1px solid rgba(0, 0, 0, 0.2);
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colours.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colours.primary};
  }
`;

/** One kind of choice (size, colour, a variant group) as radio buttons: arrow keys move between options. */
export function OptionGroup(props: {
  legend: string;
  options: readonly ProductOption[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{props.legend}</legend>
      <Options>
        {props.options.map((option) => (
          <OptionLabel key={option.id}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={props.selectedId === option.id}
              onChange={() => props.onSelect(option.id)}
            />
            {option.name}
          </OptionLabel>
        ))}
      </Options>
    </Fieldset>
  );
}
