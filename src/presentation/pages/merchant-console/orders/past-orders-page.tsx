import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError, type AppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import type {
  PastOrderSearchInput,
  PastOrderSearchProblem,
  PastOrdersPage as FoundPage,
} from '@/domain/merchant-console/past-order-search';
import { useFeature } from '../../../di/dependency-context';
import { useErrorText } from '../../../format/use-error-text';
import { useFormatPrice } from '../../../format/use-format-price';
import { useConsoleSession } from '../console-session';
import { ConsoleButton } from '../console-styles';
import { ConsoleTextField } from '../console-text-field';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  h2,
  p {
    margin: 0;
  }
`;

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.spacing(1)};
  div.buttons {
    display: flex;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  border-radius: 8px;
  background: white;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.primary};
  }
  table {
    border-collapse: collapse;
    width: 100%;
    min-width: 760px;
  }
  caption {
    text-align: start;
    font-weight: 700;
    padding: 8px;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid rgba(0, 0, 0, 0.12);
    text-align: start;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
`;

const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const emptySearch: PastOrderSearchInput = { code: '', phone: '', date: '' };

type Results =
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly found: FoundPage }
  | { readonly kind: 'failed'; readonly error: AppError };

/**
 * /orders-mgmt/past: the store's placed orders found by code, customer phone and day (in the store's time zone),
 * newest first, a page at a time. Opening it lists every order; a search starts again from its first page.
 */
export function PastOrdersPage() {
  const { t, i18n } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const { session, reportFailure } = useConsoleSession();
  const errorText = useErrorText();
  const formatPrice = useFormatPrice();
  const id = useId();
  const [input, setInput] = useState<PastOrderSearchInput>(emptySearch);
  const [applied, setApplied] = useState<{ search: PastOrderSearchInput; page: number }>({
    search: emptySearch,
    page: 1,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof PastOrderSearchInput, PastOrderSearchProblem>>>({});
  // The last answer stays while the next search runs, and when a search is not sent for a field's problem.
  const [results, setResults] = useState<Results>({ kind: 'none' });
  // The search of the last answer: while it is not the applied one, a search is on its way.
  const [answeredFor, setAnsweredFor] = useState<typeof applied | null>(null);
  const searching = answeredFor !== applied;
  const resultsHeading = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    let current = true;
    feature.findPastOrders(applied.search, applied.page).then(
      (outcome) => {
        if (!current) return;
        setAnsweredFor(applied);
        if (outcome.ok) {
          setResults({ kind: 'found', found: outcome.found });
          // After Previous or Next the focus follows to the new page's count, not the top of the page.
          if (moved.current) resultsHeading.current?.focus();
          moved.current = false;
        } else {
          setProblems(outcome.problems);
        }
      },
      (error: unknown) => {
        if (!current) return;
        setAnsweredFor(applied);
        if (reportFailure(error)) return;
        setResults({
          kind: 'failed',
          error: isAppError(error) ? error : { code: 'SERVER_ERROR', message: String(error) },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [applied, feature, reportFailure]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setProblems({});
    setApplied({ search: input, page: 1 });
  };

  const clear = () => {
    setInput(emptySearch);
    setProblems({});
    setApplied({ search: emptySearch, page: 1 });
  };

  const turn = (page: number) => {
    moved.current = true;
    setApplied((known) => ({ ...known, page }));
  };

  const field = (name: keyof PastOrderSearchInput, extra: { type?: string; inputMode?: 'tel' } = {}) => (
    <ConsoleTextField
      id={`${id}-${name}`}
      label={t(`console.pastOrders.${name}`)}
      problem={problems[name] === undefined ? undefined : t(`console.pastOrders.problems.${problems[name]}`)}
      value={input[name]}
      onChange={(event) => {
        const value = event.target.value;
        setInput((known) => ({ ...known, [name]: value }));
        setProblems((known) => ({ ...known, [name]: undefined }));
      }}
      {...extra}
    />
  );

  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: session.timeZone,
  });
  const found = results.kind === 'found' ? results.found : null;

  return (
    <Page>
      <h2>{t('console.pastOrders.title')}</h2>
      <p>{t('console.pastOrders.intro')}</p>
      <SearchForm role="search" aria-label={t('console.pastOrders.form')} noValidate onSubmit={search}>
        {field('code')}
        {field('phone', { type: 'tel', inputMode: 'tel' })}
        {field('date', { type: 'date' })}
        <div className="buttons">
          <ConsoleButton type="submit">{t('console.pastOrders.search')}</ConsoleButton>
          <ConsoleButton type="button" $tone="plain" onClick={clear}>
            {t('console.pastOrders.clear')}
          </ConsoleButton>
        </div>
      </SearchForm>
      {searching ? <p role="status">{t('console.pastOrders.searching')}</p> : null}
      {results.kind === 'failed' ? (
        <p role="alert">
          {t('console.pastOrders.failed', { message: errorText(results.error) })}{' '}
          <ConsoleButton type="button" $tone="plain" onClick={() => setApplied((known) => ({ ...known }))}>
            {t('console.pastOrders.retry')}
          </ConsoleButton>
        </p>
      ) : null}
      {found !== null ? (
        <p ref={resultsHeading} tabIndex={-1} role="status">
          {found.total === 0 ? t('console.pastOrders.none') : t('console.pastOrders.found', { count: found.total })}
        </p>
      ) : null}
      {found !== null && found.orders.length > 0 ? (
        // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
        <Scroller tabIndex={0} role="region" aria-label={t('console.pastOrders.caption')}>
          <table>
            <caption>{t('console.pastOrders.caption')}</caption>
            <thead>
              <tr>
                {(['order', 'placed', 'customer', 'status', 'payment', 'total', 'items'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`console.pastOrders.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {found.orders.map((order) => (
                <tr key={order.queryId}>
                  <th scope="row">{t('console.orders.orderHeading', { id: order.shortOrderId })}</th>
                  <td>{time.format(order.placedAt)}</td>
                  <td>{order.customerName ?? t('console.orders.guest')}</td>
                  <td>{t(`console.orders.statuses.${order.status}`)}</td>
                  <td>
                    {t(`console.paymentMethods.${order.paymentType}`, { defaultValue: order.paymentType })} ·{' '}
                    {order.paid ? t('console.orders.paid') : t('console.orders.notPaid')}
                  </td>
                  <td>{formatPrice(order.payable)}</td>
                  <td>
                    <ul>
                      {order.lines.map((line, index) => (
                        <li key={index}>
                          {t('console.orders.line', { quantity: line.quantity, name: line.productName })}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroller>
      ) : null}
      {found !== null && found.pages > 1 ? (
        <Paging aria-label={t('console.pastOrders.paging')}>
          <ConsoleButton type="button" $tone="plain" disabled={found.page <= 1} onClick={() => turn(found.page - 1)}>
            {t('console.pastOrders.previous')}
          </ConsoleButton>
          <span>{t('console.pastOrders.page', { page: found.page, pages: found.pages })}</span>
          <ConsoleButton
            type="button"
            $tone="plain"
            disabled={found.page >= found.pages}
            onClick={() => turn(found.page + 1)}
          >
            {t('console.pastOrders.next')}
          </ConsoleButton>
        </Paging>
      ) : null}
    </Page>
  );
}
