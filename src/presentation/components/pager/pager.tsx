import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAlive } from '../../startup/use-alive';
import { pagerItems } from './pager-pages';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.spacing(3)} 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const PageButton = styled.button`
  min-width: 40px;
  min-height: 40px;
  padding: 0 10px;
  border-radius: 8px;
  border: 1px solid rgba(0, 0, 0, 0.2);
  background: white;
  color: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
    border-color: transparent;
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

const Gap = styled.li`
  align-self: center;
  padding: 0 4px;
`;

/** Pictures, not words: the buttons' names come from their labels. */
const arrows = { previous: '\u2039', next: '\u203a' } as const;

export interface PagerProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
}

/**
 * Numbered pages with previous and next; renders nothing when everything fits on one page. Drawn by the server, its
 * buttons are disabled until the app has taken the page over: a click before then would do nothing.
 */
export function Pager(props: PagerProps) {
  const { t } = useTranslation();
  const dead = !useAlive();
  const { page, pageCount, onPageChange } = props;
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('pager.label')}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label={t('pager.previous')}
            disabled={dead || page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <span aria-hidden="true">{arrows.previous}</span>
          </PageButton>
        </li>
        {pagerItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t('pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                disabled={dead}
                onClick={() => onPageChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={t('pager.next')}
            disabled={dead || page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <span aria-hidden="true">{arrows.next}</span>
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
