import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import type { OrderRefunds } from '@/application/ports/store-office-gateway.port';
import type { StoreOrder } from '@/domain/merchant-console/store-order';
import type { RefundChoice } from '@/domain/orders/refund';
import { moneyFromDecimal } from '@/domain/pricing/money';
import { Dialog, DialogActions } from '../../../components/dialog/dialog';
import { useFeature } from '../../../di/dependency-context';
import { useFormatPrice } from '../../../format/use-format-price';
import { ConsoleButton, ConsoleField, FieldProblem } from '../console-styles';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: ${({ theme }) => theme.spacing(1)};
    border: 1px solid #767676;
    border-radius: 8px;
  }
  textarea {
    min-height: 4rem;
    padding: ${({ theme }) => theme.spacing(1)};
    border: 1px solid #767676;
    border-radius: 8px;
    font: inherit;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 44px;
`;

/** The longest reason the server takes (refund.contract's refundReasonMaxLength). */
const reasonMaxLength = 500;

type Kind = RefundChoice['kind'];

/** The owner's choice as the domain reads it, from what the form holds; null while it names nothing to refund. */
function choiceOf(kind: Kind, quantities: Readonly<Record<string, number>>, amount: string): RefundChoice | null {
  if (kind === 'full') return { kind };
  if (kind === 'amount') {
    const minor = moneyFromDecimal(amount.trim().replace(',', '.'));
    return minor === null || minor < 1 ? null : { kind, amount: minor };
  }
  const lines = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
  return lines.length === 0 ? null : { kind, lines };
}

/**
 * "Refund…" on a paid order's card (owners only): the dialog gives back chosen lines, a chosen amount or all
 * that is left, with a reason. It shows the amount by the server's own rule before the owner confirms; the
 * server computes it again from the order as stored, and its refusal is shown in the dialog.
 */
export function RefundButton(props: { readonly order: StoreOrder }) {
  const { t } = useTranslation('console');
  const formatPrice = useFormatPrice();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  return (
    <>
      <ConsoleButton type="button" $tone="plain" onClick={() => setOpen(true)}>
        {t('refund.open')}
      </ConsoleButton>
      {done !== null ? <p role="status">{t('refund.given', { amount: formatPrice(done) })}</p> : null}
      {open ? (
        <RefundDialog
          order={props.order}
          onClose={() => setOpen(false)}
          onRefunded={(amount) => {
            setOpen(false);
            setDone(amount);
          }}
        />
      ) : null}
    </>
  );
}

function RefundDialog(props: {
  readonly order: StoreOrder;
  readonly onClose: () => void;
  readonly onRefunded: (amount: number) => void;
}) {
  const { t } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const formatPrice = useFormatPrice();
  const id = useId();
  const { order } = props;
  const [refunds, setRefunds] = useState<OrderRefunds | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>('lines');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    feature.showOrderRefunds(order.queryId).then(
      (answer) => current && setRefunds(answer),
      (error: unknown) => current && setFailure(isAppError(error) ? error.message : t('refund.loadFailed')),
    );
    return () => {
      current = false;
    };
  }, [feature, order.queryId, t]);

  const choice = choiceOf(kind, quantities, amount);
  const preview = refunds === null || choice === null ? null : feature.previewRefund(refunds, choice);
  const title = t('refund.title', { id: order.shortOrderId });

  const submit = async () => {
    if (refunds === null || choice === null || preview === null || !preview.ok) return;
    if (reason.trim() === '') {
      setReasonMissing(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const answer = await feature.refundOrder(order.queryId, { choice, reason: reason.trim() });
      if (answer.ok) props.onRefunded(answer.value.refunds.at(-1)?.amount ?? preview.plan.amount);
      else setFailure(answer.message);
    } catch (error) {
      setFailure(isAppError(error) ? error.message : t('refund.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog title={title} closeLabel={t('refund.close')} onClose={props.onClose}>
      {refunds === null ? (
        failure === null ? (
          <p role="status">{t('refund.loading')}</p>
        ) : null
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>
            {t('refund.paidAndLeft', {
              paid: formatPrice(refunds.payable),
              left: formatPrice(refunds.refundable),
            })}
          </p>
          <fieldset>
            <legend>{t('refund.how')}</legend>
            {(['lines', 'amount', 'full'] as const).map((each) => (
              <Choice key={each}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={each}
                  checked={kind === each}
                  onChange={() => setKind(each)}
                />
                {t(`refund.kinds.${each}`)}
              </Choice>
            ))}
          </fieldset>
          {kind === 'lines' ? (
            <fieldset>
              <legend>{t('refund.lines')}</legend>
              {refunds.lines.map((line) => {
                const left = line.quantity - line.refundedQuantity;
                return (
                  <ConsoleField key={line.lineId}>
                    <label htmlFor={`${id}-${line.lineId}`}>
                      {t('refund.lineLabel', { name: line.productName, count: left })}
                    </label>
                    <input
                      id={`${id}-${line.lineId}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={left}
                      disabled={left === 0}
                      value={quantities[line.lineId] ?? 0}
                      onChange={(event) => {
                        const value = Math.trunc(Number(event.target.value));
                        const quantity = Number.isFinite(value) ? Math.min(Math.max(0, value), left) : 0;
                        setQuantities({ ...quantities, [line.lineId]: quantity });
                      }}
                    />
                  </ConsoleField>
                );
              })}
            </fieldset>
          ) : null}
          {kind === 'amount' ? (
            <ConsoleField>
              <label htmlFor={`${id}-amount`}>{t('refund.amount')}</label>
              <input
                id={`${id}-amount`}
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </ConsoleField>
          ) : null}
          <ConsoleField>
            <label htmlFor={`${id}-reason`}>{t('refund.reason')}</label>
            <textarea
              id={`${id}-reason`}
              required
              maxLength={reasonMaxLength}
              aria-invalid={reasonMissing}
              aria-describedby={reasonMissing ? `${id}-reason-problem` : undefined}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonMissing(false);
              }}
            />
            {reasonMissing ? (
              <FieldProblem id={`${id}-reason-problem`}>{t('refund.reasonRequired')}</FieldProblem>
            ) : null}
          </ConsoleField>
          <p role="status">
            {preview === null
              ? t('refund.chooseSomething')
              : preview.ok
                ? t('refund.preview', { amount: formatPrice(preview.plan.amount) })
                : t(`refund.refusals.${preview.reason}`)}
          </p>
          {failure !== null ? <FieldProblem role="alert">{failure}</FieldProblem> : null}
          <DialogActions>
            <ConsoleButton type="button" $tone="plain" onClick={props.onClose}>
              {t('refund.keep')}
            </ConsoleButton>
            <ConsoleButton type="submit" $tone="danger" disabled={sending || preview === null || !preview.ok}>
              {preview !== null && preview.ok
                ? t('refund.confirm', { amount: formatPrice(preview.plan.amount) })
                : t('refund.confirmNothing')}
            </ConsoleButton>
          </DialogActions>
        </Form>
      )}
      {refunds === null && failure !== null ? <FieldProblem role="alert">{failure}</FieldProblem> : null}
    </Dialog>
  );
}
