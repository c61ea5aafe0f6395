import { renderReceiptPdf, type ReceiptPdfOptions } from '@/server/receipts/pdf/render-receipt-pdf';
import { pdfPages, pdfRows } from '../support/pdf-text';
import { aCafeInvoice, anItem } from '../support/receipt-invoice';

const finnish: ReceiptPdfOptions = {
  storeName: 'Kahvila Äänekoski',
  locale: 'fi',
  // 04:45 UTC is 06:45 in Helsinki in November (EET, UTC+2).
  issuedAt: Date.UTC(2026, 10, 21, 4, 45),
  timeZone: 'Europe/Helsinki',
  compress: false,
};

/** Rows with no-break spaces shown as plain spaces, so expectations stay readable. */
function readable(rows: readonly string[]): string[] {
  return rows.map((row) => row.replace(/\u00a0/g, ' '));
}

describe('renderReceiptPdf', () => {
  it('writes a whole PDF file: the header first and the end-of-file marker last', async () => {
    const pdf = await renderReceiptPdf(aCafeInvoice(), finnish);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('prints a Finnish receipt: store, ids, local time, lines, summary, total, VAT per rate and payment', async () => {
    const pdf = await renderReceiptPdf(aCafeInvoice(), { ...finnish, cardLastFour: '4242' });

    expect(readable(pdfRows(pdf))).toEqual([
      'Kahvila Äänekoski',
      'Keskustie 12, 44100 Äänekoski',
      'Kuitti',
      'Tilaus | ORD-23456789AB',
      'Tilausnumero | 234567',
      'Päivämäärä | 21.11.2026 klo 06.45',
      '2 × Kahvi | 7,00 €',
      '1 × Korvapuusti | 4,50 €',
      '   Iso',
      '   Alennus | –0,50 €',
      '1 × Kahvipaketti | 1 234,50 €',
      'Välisumma | 1 246,00 €',
      'Alennus | –0,50 €',
      'Kuponki (KAHVI10) | –5,00 €',
      'Juomaraha | 2,00 €',
      'Palvelumaksu | 0,99 €',
      'Toimitusmaksu | Ilmainen toimitus',
      'ALV yhteensä | 252,18 €',
      'Yhteensä | 1 243,49 €',
      'ALV % | Veroton | ALV | Verollinen',
      '14 % | 9,65 € | 1,35 € | 11,00 €',
      '25,5 % | 983,67 € | 250,83 € | 1 234,50 €',
      'Maksutapa: Kortti •••• 4242',
      'Hinnat sisältävät arvonlisäveron.',
    ]);
  });

  it('prints the Finnish letters of the store name as Helvetica WinAnsi bytes, not as replacement marks', async () => {
    const pdf = await renderReceiptPdf(aCafeInvoice(), finnish);
    const source = pdf.toString('latin1');

    // "Kahvila Äänekoski": Ä is 0xc4 and ä 0xe4 in WinAnsi.
    expect(source).toContain('4b616876696c6120c4e4');
    expect(source).toContain('/BaseFont /Helvetica');
    expect(source).toContain('/Encoding /WinAnsiEncoding');
  });

  it('groups thousands with a no-break space and writes the euro sign after the amount', async () => {
    const rows = pdfRows(await renderReceiptPdf(aCafeInvoice(), finnish));

    expect(rows).toContain('Yhteensä | 1\u00a0243,49\u00a0€');
  });

  it('prints the English labels and an ISO date when asked for English', async () => {
    const rows = readable(pdfRows(await renderReceiptPdf(aCafeInvoice(), { ...finnish, locale: 'en' })));

    expect(rows).toEqual(
      expect.arrayContaining([
        'Receipt',
        'Order | ORD-23456789AB',
        'Order number | 234567',
        'Date | 2026-11-21 06:45',
        'Sub total | 1 246,00 €',
        'Discount | –0,50 €',
        'Voucher (KAHVI10) | –5,00 €',
        'Rider tip | 2,00 €',
        'Service fee | 0,99 €',
        'Delivery fee | Free delivery',
        'VAT total | 252,18 €',
        'Total | 1 243,49 €',
        'VAT % | Net | VAT | Gross',
        '14 % | 9,65 € | 1,35 € | 11,00 €',
        'Payment: Card',
        'Prices include VAT.',
      ]),
    );
  });

  it('prints the date and time in the time zone it is given', async () => {
    const rows = pdfRows(await renderReceiptPdf(aCafeInvoice(), { ...finnish, timeZone: 'Asia/Karachi' }));

    expect(rows).toContain('Päivämäärä | 21.11.2026 klo 09.45');
  });

  it('prints a delivery fee as an amount, and leaves out the VAT total when the prices hold no VAT', async () => {
    const invoice = aCafeInvoice({
      delivery_fee: 390,
      tax_lines: [{ tax_percent: 0, gross: 124150, net: 124150, vat: 0 }],
      tax_total: 0,
    });
    const rows = readable(pdfRows(await renderReceiptPdf(invoice, finnish)));

    expect(rows).toContain('Toimitusmaksu | 3,90 €');
    expect(rows).toContain('0 % | 1 241,50 € | 0,00 € | 1 241,50 €');
    expect(rows.some((row) => row.startsWith('ALV yhteensä'))).toBe(false);
  });

  it('prints rupees with the Pakistan host symbol', async () => {
    const rows = readable(pdfRows(await renderReceiptPdf(aCafeInvoice({ currency: 'PKR' }), finnish)));

    expect(rows).toContain('Yhteensä | 1 243,49 PKR');
  });

  it('prints only the last four digits of a card, even when handed the whole number', async () => {
    const pdf = await renderReceiptPdf(aCafeInvoice(), { ...finnish, cardLastFour: '4111 1111 1111 1234' });
    const rows = pdfRows(pdf);

    expect(rows).toContain('Maksutapa: Kortti •••• 1234');
    expect(rows.join('\n')).not.toMatch(/4111|1111 1111/);
    expect(pdf.toString('latin1')).not.toContain(Buffer.from('4111').toString('hex'));
  });

  it('prints a name in a script the font lacks as question marks rather than as other letters', async () => {
    const invoice = aCafeInvoice({ merchant: { ...aCafeInvoice().merchant, name: 'Café Ωmega' } });
    const rows = pdfRows(await renderReceiptPdf(invoice, finnish));

    expect(rows[1]).toBe('Café ?mega');
  });

  it('renders the same invoice to the same bytes', async () => {
    const first = await renderReceiptPdf(aCafeInvoice(), finnish);
    const second = await renderReceiptPdf(aCafeInvoice(), finnish);

    expect(first.equals(second)).toBe(true);
  });

  it('compresses the page contents by default', async () => {
    const pdf = await renderReceiptPdf(aCafeInvoice(), { ...finnish, compress: undefined });

    expect(pdf.toString('latin1')).toContain('/Filter /FlateDecode');
    expect(pdfRows(pdf)).not.toContain('Kuitti');
  });

  it('spreads a 100-line invoice over several pages, every line once and the total after the last line', async () => {
    const items = Array.from({ length: 100 }, (_, index) =>
      anItem({
        id: `itm_line${index}`,
        product_name: `Tuote ${index + 1}`,
        quantity: 1,
        amount: 100,
        payble_amount: 1,
        cents: 100,
      }),
    );
    const invoice = aCafeInvoice({ invoice_items: items });

    const pages = pdfPages(await renderReceiptPdf(invoice, finnish));
    const rows = pages.flat();

    expect(pages.length).toBeGreaterThan(1);
    for (let index = 1; index <= 100; index += 1) {
      expect(rows.filter((row) => row === `1 × Tuote ${index} | 1,00\u00a0€`)).toHaveLength(1);
    }
    expect(rows.indexOf('Yhteensä | 1\u00a0243,49\u00a0€')).toBeGreaterThan(
      rows.indexOf('1 × Tuote 100 | 1,00\u00a0€'),
    );
    expect(pages.at(-1)).toContain('Hinnat sisältävät arvonlisäveron.');
  });
});
