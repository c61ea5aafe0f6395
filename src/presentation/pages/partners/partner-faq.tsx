import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAlive } from '../../startup/use-alive';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Question = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid rgba(0, 0, 0, 0.15);
  border-radius: 8px;
  background: white;
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  &::after {
    content: '+';
    font-size: 1.25rem;
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

const Answer = styled.div`
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(1.5)};
  p {
    margin: 0;
  }
`;

/**
 * Fixed help content: each question is a button that opens its answer beneath it (aria-expanded); any number
 * may be open at once. `keyPrefix` names the i18n subtree holding `<id>.question` and `<id>.answer`.
 */
export function PartnerFaq(props: { readonly keyPrefix: string; readonly ids: readonly string[] }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  // Drawn by the server: the questions open once the app's code has taken the page over.
  const alive = useAlive();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <List>
      {props.ids.map((id) => {
        const expanded = open.has(id);
        const answerId = `${idPrefix}-${id}`;
        return (
          <div key={id}>
            <h3>
              <Question
                type="button"
                aria-expanded={expanded}
                aria-controls={answerId}
                disabled={!alive}
                onClick={() => toggle(id)}
              >
                {t(`${props.keyPrefix}.${id}.question`)}
              </Question>
            </h3>
            <Answer id={answerId} hidden={!expanded}>
              <p>{t(`${props.keyPrefix}.${id}.answer`)}</p>
            </Answer>
          </div>
        );
      })}
    </List>
  );
}
