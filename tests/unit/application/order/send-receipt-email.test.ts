import { createSendReceiptEmail } from '@/application/order/send-receipt-email.use-case';
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

const texts = { subject: 'Your receipt for order #1042', content: 'Thank you.' };

describe('SendReceiptEmail', () => {
  it('sends the receipt to a valid address, trimmed, with the consent given', async () => {
    const { sent, sendReceiptEmail } = setUp();
    await expect(
      sendReceiptEmail({ email: '  maija@example.fi ', marketingConsent: false, ...texts }),
    ).resolves.toEqual({ ok: true });
    expect(sent).toEqual([
      { toEmail: 'maija@example.fi', subject: texts.subject, emailContent: texts.content, marketingConsent: false },
    ]);
  });

  it.each(['', 'maija', 'maija@', '@example.fi'])('refuses %p without sending anything', async (email) => {
    const { sent, sendReceiptEmail } = setUp();
    await expect(sendReceiptEmail({ email, marketingConsent: true, ...texts })).resolves.toEqual({
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
    await expect(sendReceiptEmail({ email: 'maija@example.fi', marketingConsent: false, ...texts })).rejects.toBe(
      failure,
    );
  });
});
