/** What a store account may do in the merchant console: owners also see the money and the staff accounts. */
export type ConsoleRole = 'owner' | 'staff';

/** A signed-in staff member of one store; apart from the customer's session, and never mixed with it. */
export interface StaffSession {
  /** The bearer token of every merchant call. */
  readonly token: string;
  /** When the server stops accepting the token, in milliseconds since the Unix epoch. */
  readonly expiresAt: number;
  readonly username: string;
  readonly fullName: string;
  readonly role: ConsoleRole;
  readonly merchantQueryId: string;
  readonly merchantName: string;
  /** The store's time zone (an IANA name): the console's days, "today" and times are the store's, not the browser's. */
  readonly timeZone: string;
}

/** Whether the session may still be used at `now`; the server decides in the end, this saves a refused call. */
export function isStaffSessionLive(session: StaffSession, now: number): boolean {
  return now < session.expiresAt;
}

/** The console's pages, in the order its navigation lists them. */
export const consolePages = [
  'dashboard',
  'orders',
  'inventory',
  'promotions',
  'transactions',
  'staff',
  'pnl',
  'settings',
  'test',
] as const;

export type ConsolePage = (typeof consolePages)[number];

/** The pages about money, accounts and the store's settings, which only an owner may open (the server refuses staff there too). */
const ownerOnlyPages: ReadonlySet<ConsolePage> = new Set<ConsolePage>(['transactions', 'staff', 'pnl', 'settings']);

export function mayOpenConsolePage(role: ConsoleRole, page: ConsolePage): boolean {
  return role === 'owner' || !ownerOnlyPages.has(page);
}
