/** Pages outside the app the customer is sent to in the same tab, such as a card checkout. */
export interface ExternalPages {
  /** Leaves the app for the page; the page sends the customer back to one of the app's own routes. */
  open(url: string): void;
}
