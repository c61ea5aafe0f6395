const shownDigits = 4;

/**
 * The only part of a card a receipt may print. Whatever it is given (the last four, or by mistake a whole
 * number), it keeps at most the last four digits; fewer than four digits print nothing.
 */
export function cardLastFour(card: string | undefined): string | null {
  if (card === undefined) return null;
  const digits = card.replace(/\D/g, '');
  return digits.length < shownDigits ? null : digits.slice(-shownDigits);
}
