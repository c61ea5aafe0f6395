import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusableIn } from '../../../components/dialog/focusable';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 2px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radius};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Title = styled.h4`
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

export const QuestionActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface OrderQuestionProps {
  /** The question, also the group's accessible name. */
  readonly title: string;
  /** The close button's accessible name. */
  readonly closeLabel: string;
  /** Called on the close button and on Escape inside the question. */
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A question the staff answer on the order's own card (the estimate, the cash, a cancellation), not in a dialog over
 * the board: the board of a busy day stays live and in reach beside it, and opening or closing it lays out the one
 * card instead of the whole page (making the board inert for a dialog restyled and laid out all of it; BENCHMARKS.md,
 * "The console at a busy store"). The focus moves into it as it opens, so a screen reader announces it by name.
 */
export function OrderQuestion(props: OrderQuestionProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (element) (focusableIn(element)[0] ?? element).focus();
  }, []);
  return (
    <Panel
      ref={panel}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        props.onClose();
      }}
    >
      <Header>
        <Title id={titleId}>{props.title}</Title>
        <CloseButton type="button" aria-label={props.closeLabel} onClick={props.onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
          </svg>
        </CloseButton>
      </Header>
      {props.children}
    </Panel>
  );
}
