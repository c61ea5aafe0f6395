import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(1)};
`;

const Title = styled.h2`
  display: inline;
  margin: 0;
  font-size: 1.1rem;
`;

const Name = styled.span`
  margin-inline-start: 8px;
  color: #5f6670;
  font-size: 0.9rem;
`;

const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colours.primary};
  font-weight: 600;
`;

export interface CategoryHeaderRowProps {
  readonly title: string;
  /** The category the section belongs to, when the menu names one. */
  readonly name: string | null;
  /** The listing of that category; no link when there is nowhere to go. */
  readonly to: string | null;
}

/** Opens a section of products: its title, the category it belongs to, and a link to that listing. */
export function CategoryHeaderRow(props: CategoryHeaderRowProps) {
  const { t } = useTranslation();
  return (
    <Row>
      <div>
        <Title>{props.title}</Title>
        {props.name ? <Name>{props.name}</Name> : null}
      </div>
      {props.to ? (
        <Action to={props.to} aria-label={t('categoryHeader.viewAllLabel', { name: props.title })}>
          {t('categoryHeader.viewAll')}
        </Action>
      ) : null}
    </Row>
  );
}
