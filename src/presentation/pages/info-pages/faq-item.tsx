import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAlive } from '../../startup/use-alive';

const Question = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  border-top: 1px solid rgba(0, 0, 0, 0.12);
`;

/** The whole row is the button, so the touch target is the width of the page. */
const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 48px;
  padding: ${({ theme }) => theme.spacing(1.5)} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.primary};
    outline-offset: 2px;
  }
  /* A drawn marker, not text: screen readers already hear "expanded" or "collapsed". */
  &::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
    transition: transform 0.2s;
  }
`;

const Answer = styled.div`
  padding-bottom: ${({ theme }) => theme.spacing(1.5)};
  p {
    margin: 0;
  }
`;

/**
 * One question of the FAQ: a disclosure button (aria-expanded) that shows or hides its answer. The page arrives
 * drawn by the server, so the button is disabled until the app's code has taken it over instead of swallowing a tap.
 */
export function FaqItem(props: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  const alive = useAlive();
  return (
    <div>
      <Question>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          $open={open}
          disabled={!alive}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {props.question}
        </Toggle>
      </Question>
      <Answer id={answerId} role="region" aria-label={props.question} hidden={!open}>
        <p>{props.answer}</p>
      </Answer>
    </div>
  );
}
