import styled from 'styled-components';

const Swiper = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 4px 2px 8px;
  scroll-snap-type: x proximity;
`;

const Chip = styled.button`
  flex: 0 0 auto;
  scroll-snap-align: start;
  min-height: 40px;
  padding: 0 16px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colours.primary};
  background: white;
  color: ${({ theme }) => theme.colours.primary};
  cursor: pointer;
  white-space: nowrap;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`;

export interface ChipOption {
  readonly id: string;
  readonly label: string;
}

/** A horizontally scrolling row of toggle chips; the chosen one is pressed. */
export function ChipSwiper(props: {
  label: string;
  options: readonly ChipOption[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  return (
    <Swiper role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <Chip
          key={option.id}
          type="button"
          aria-pressed={option.id === props.selectedId}
          onClick={() => props.onSelect(option.id)}
        >
          {option.label}
        </Chip>
      ))}
    </Swiper>
  );
}
