import type { Scenario } from './measure';

/** Four lines of one store: a soup twice, a dish on promotion, a drink at another VAT rate, the soup in a second line. */
const invoiceBody = JSON.stringify({
  invoice: {
    organization_query_id: 'sataman-helmi',
    invoice_items_attributes: [
      { product_query_id: 'sataman-helmi--lohikeitto', quantity: 2 },
      { product_query_id: 'sataman-helmi--paistetut-muikut', quantity: 1 },
      { product_query_id: 'sataman-helmi--kotikalja', quantity: 1 },
      { product_query_id: 'sataman-helmi--lohikeitto', quantity: 1, instruction: 'No onion' },
    ],
  },
  paymentMethod: 'CASH',
});

/** A guest session of the server, as the storefront gets one on its first visit. */
async function guestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/users/authenticate_anonymously`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_uuid: 'bench-invoice-device' }),
  });
  const answer = (await response.json()) as { user?: { session_ktb_token?: string } };
  const token = answer.user?.session_ktb_token;
  if (response.status !== 200 || token === undefined) throw new Error(`Guest sign-in failed: ${response.status}`);
  return token;
}

/** Invoice creation at a fixed rate and at full speed; every request creates and stores a new invoice. */
export async function invoiceScenarios(baseUrl: string): Promise<Scenario[]> {
  const headers = { 'content-type': 'application/json', 'x-p3-mwallet-session-token': await guestToken(baseUrl) };
  const invoice = { path: '/api/v1/invoices', method: 'POST' as const, body: invoiceBody, headers };
  return [
    { name: 'Invoice creation (4 lines)', rate: 50, ...invoice },
    { name: 'Invoice creation (4 lines)', ...invoice },
  ];
}
