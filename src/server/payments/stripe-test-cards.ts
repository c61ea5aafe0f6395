/**
 * Stripe's published test numbers the sandbox answers like Stripe does: 4242 4242 4242 4242 pays, and
 * 4000 0000 0000 0002 is declined. Any other valid number pays, so a tester may use their own test card.
 */
const declinedTestCards: ReadonlySet<string> = new Set(['4000000000000002']);

/** Whether the card's digits (spaces removed) are a test card the sandbox declines. */
export function isDeclinedCard(digits: string): boolean {
  return declinedTestCards.has(digits);
}
