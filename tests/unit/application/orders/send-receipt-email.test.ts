import { createSendReceiptEmail } from '@/application/orders/send-receipt-email.use-case';
import type { ReceiptEmail, ReceiptMailer } from '@/application/ports/receipt-mailer.port';

function setUp() {
  const sent: ReceiptEmail[] = [];
  const receiptMailer: ReceiptMailer = {
    send: async (email) => {
      sent.push(email);
    },
  };
  return { sent, sendReceiptEmail: createSendReceiptEmail({ receiptMailer }) };
}

const order = { invoiceQueryId: 'inv_1042', locale: 'fi' } as const;

describe('SendReceiptEmail', () => {
  it("asks for the order's receipt to a valid address, trimmed, in the language, with the consent given", async () => {
    const { sent, sendReceiptEmail } = setUp();
    await expect(
      sendReceiptEmail({ email: '  maija@example.fi ', marketingConsent: false, ...order }),
    ).resolves.toEqual({ ok: true });
    expect(sent).toEqual([
      { toEmail: 'maija@example.fi', invoiceQueryId: 'inv_1042', locale: 'fi', marketingConsent: false },
    ]);
  });

  it.each(['', 'maija', 'maija@', '@example.fi'])('refuses %p without sending anything', async (email) => {
    const { sent, sendReceiptEmail } = setUp();
    await expect(sendReceiptEmail({ email, marketingConsent: true, ...order })).resolves.toEqual({
      ok: false,
      reason: 'INVALID_EMAIL',
    });
    expect(sent).toEqual([]);
  });

  it('passes a refusal of the server on to the caller', async () => {
    const failure = { code: 'SERVER_ERROR', message: 'Mail service down', status: 500 };
    const sendReceiptEmail = createSendReceiptEmail({
      receiptMailer: {
        send: async () => {
          throw failure;
        },
      },
    });
    await expect(sendReceiptEmail({ email: 'maija@example.fi', marketingConsent: false, ...order })).rejects.toBe(
      failure,
    );
  });
});
