/**
 * An instant as a time of day on the customer's clock (18:40, 6:40 PM): when a store not taking orders takes them
 * again, on its card and on its page.
 */
export function clockTime(at: number, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(at);
}
