/** Moving the customer to another page of the storefront. */
export interface PageNavigation {
  /** Shows the page at an app path such as `/checkout/payment-success/inv-1?trade_type_id=4`. */
  goTo(path: string): void;
}
