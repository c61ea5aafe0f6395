/** The spec's store status: the value `open` means open, anything else closed. */
export function isShopOpen(shopStatus: string): boolean {
  return shopStatus === 'open';
}
