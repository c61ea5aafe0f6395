import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const DialogTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(1)};
  font-size: 1.2rem;
`;

const InlineTitle = styled.h4`
  margin: 0;
  font-size: 1rem;
`;

const CloseButton = styled.button`
  border: none;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  min-width: 44px;
  min-height: 44px;
`;

export interface TitleBarProps {
  /** The id the titled element's aria-labelledby names. */
  readonly titleId: string;
  readonly title: string;
  /** A dialog's own heading (level 2), or a question inside an order's card (level 4, under the card's level 3). */
  readonly placement: 'dialog' | 'inline';
  /** The close button's accessible name; without it there is no close button. */
  readonly closeLabel?: string;
  readonly onClose: () => void;
}

/** The title of a dialog or of a question asked in place, with the ✕ that closes it. */
export function TitleBar(props: TitleBarProps) {
  const Title = props.placement === 'dialog' ? DialogTitle : InlineTitle;
  return (
    <Header>
      <Title id={props.titleId}>{props.title}</Title>
      {props.closeLabel ? (
        <CloseButton type="button" aria-label={props.closeLabel} onClick={props.onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
          </svg>
        </CloseButton>
      ) : null}
    </Header>
  );
}
