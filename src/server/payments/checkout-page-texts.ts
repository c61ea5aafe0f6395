import type { ServerLanguage } from '../i18n/server-language';

type Entry = Readonly<Record<ServerLanguage, string>>;

/**
 * The texts of the sandbox payment pages (an order's and a ride's card checkout, the card terminal, the bank card
 * form, the bank's page) and of the card checks they share, in Finnish and English: a person pays in these pages, in the storefront's language. `{name}` marks a
 * value.
 */
export const checkoutPageTexts = {
  'page.title': { en: 'Sandbox card payment', fi: 'Testikorttimaksu' },
  'order.heading': { en: 'Pay by card', fi: 'Maksa kortilla' },
  'ride.heading': { en: 'Pay the ride by card', fi: 'Maksa kyyti kortilla' },
  'summary.order': { en: 'Order', fi: 'Tilaus' },
  'summary.store': { en: 'Store', fi: 'Kauppa' },
  'summary.ride': { en: 'Ride', fi: 'Kyyti' },
  'summary.from': { en: 'From', fi: 'Mistä' },
  'summary.to': { en: 'To', fi: 'Minne' },
  'summary.amount': { en: 'Amount', fi: 'Summa' },
  'form.cardNumber': { en: 'Card number', fi: 'Kortin numero' },
  'form.expiry': { en: 'Expiry (MM/YY)', fi: 'Voimassa (KK/VV)' },
  'form.expiryPlaceholder': { en: 'MM/YY', fi: 'KK/VV' },
  'form.cvc': { en: 'CVC', fi: 'CVC' },
  'form.pay': { en: 'Pay', fi: 'Maksa' },
  'form.cancel': { en: 'Cancel', fi: 'Peruuta' },
  'form.note': {
    en: 'A test card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. No card is charged, and only the last 4 digits and expiry are kept.',
    fi: 'Testikorttilomake: 4242 4242 4242 4242 maksaa, 4000 0000 0000 0002 hylätään. Korttia ei veloiteta, ja siitä säilytetään vain 4 viimeistä numeroa ja voimassaolo.',
  },
  'card.invalidNumber': { en: 'Please enter a valid card number.', fi: 'Anna kelvollinen kortin numero.' },
  'card.expiryFormat': { en: 'Please enter the expiry as MM/YY.', fi: 'Anna voimassaolo muodossa KK/VV.' },
  'card.expired': { en: 'Your card has expired.', fi: 'Korttisi on vanhentunut.' },
  'card.cvc': {
    en: 'Please enter the 3 or 4 digit security code.',
    fi: 'Anna 3- tai 4-numeroinen turvakoodi.',
  },
  'card.declined': {
    en: 'Your card was declined. Nothing was charged.',
    fi: 'Korttisi hylättiin. Mitään ei veloitettu.',
  },
  'result.succeeded': { en: 'Payment succeeded', fi: 'Maksu onnistui' },
  'result.succeededNote': { en: 'You may close this window.', fi: 'Voit sulkea tämän ikkunan.' },
  'result.cancelled': { en: 'Payment cancelled', fi: 'Maksu peruttiin' },
  'result.cancelledNote': {
    en: 'Nothing was charged. You may close this window.',
    fi: 'Mitään ei veloitettu. Voit sulkea tämän ikkunan.',
  },
  'result.notTaken': { en: 'Payment not taken', fi: 'Maksua ei otettu' },
  'result.orderNoLonger': {
    en: 'This order cannot be paid with this payment any more.',
    fi: 'Tätä tilausta ei voi enää maksaa tällä maksulla.',
  },
  'result.outOfStock': {
    en: 'Some products ran out of stock. Nothing was charged.',
    fi: 'Osa tuotteista loppui varastosta. Mitään ei veloitettu.',
  },
  'result.alreadyPaid': {
    en: 'This order was already paid. Nothing was charged.',
    fi: 'Tämä tilaus oli jo maksettu. Mitään ei veloitettu.',
  },
  'result.rideNoLonger': {
    en: 'This ride cannot be paid with this payment any more. Nothing was charged.',
    fi: 'Tätä kyytiä ei voi enää maksaa tällä maksulla. Mitään ei veloitettu.',
  },
  'result.rideChanged': {
    en: 'This ride was cancelled or paid meanwhile. Nothing was charged.',
    fi: 'Tämä kyyti peruttiin tai maksettiin sillä välin. Mitään ei veloitettu.',
  },
  'result.backToRide': { en: 'Back to the ride', fi: 'Takaisin kyytiin' },
  'terminal.title': { en: 'Sandbox card terminal', fi: 'Testikorttipääte' },
  'terminal.note': { en: 'A test terminal: no card is charged.', fi: 'Testipääte: korttia ei veloiteta.' },
  // The spec's words (and spelling) for the card provider's success, as the storefront's dialog says it too.
  'terminal.paid': { en: 'Payment is successfull', fi: 'Maksu onnistui' },
  'terminal.alreadyPaidNote': { en: 'Already paid.', fi: 'Jo maksettu.' },
  'bank.title': { en: 'Sandbox bank', fi: 'Testipankki' },
  'bank.heading': { en: 'Sandbox bank: approve a payment', fi: 'Testipankki: hyväksy maksu' },
  'bank.approve': { en: 'Approve', fi: 'Hyväksy' },
  'bank.reject': { en: 'Reject', fi: 'Hylkää' },
  'bank.note': { en: 'A test bank: no account is charged.', fi: 'Testipankki: tiliä ei veloiteta.' },
  'bank.alreadyPaid': { en: 'Already paid', fi: 'Jo maksettu' },
  'bank.alreadyPaidNote': { en: 'This order is paid.', fi: 'Tämä tilaus on maksettu.' },
  'bank.rejected': { en: 'Payment rejected', fi: 'Maksu hylätty' },
  'bank.rejectedNote': { en: 'Nothing was charged.', fi: 'Mitään ei veloitettu.' },
  'bankCard.title': { en: 'Sandbox bank card form', fi: 'Testipankin korttilomake' },
  'bankCard.heading': { en: 'Add a card', fi: 'Lisää kortti' },
  'bankCard.add': { en: 'Add card', fi: 'Lisää kortti' },
  'bankCard.note': {
    en: 'A test bank: the card number is checked and dropped; only its last 4 digits and expiry are kept.',
    fi: 'Testipankki: kortin numero tarkistetaan ja hylätään; siitä säilytetään vain 4 viimeistä numeroa ja voimassaolo.',
  },
  'bankCard.alreadyAdded': { en: 'Card already added', fi: 'Kortti on jo lisätty' },
  'bankCard.alreadyAddedNote': { en: 'This form took a card.', fi: 'Tällä lomakkeella on jo lisätty kortti.' },
  'bankCard.accepted': { en: 'Card accepted', fi: 'Kortti hyväksytty' },
  'bankCard.acceptedNote': {
    en: 'Card ending {lastFour} added.',
    fi: 'Kortti, jonka numero päättyy {lastFour}, lisätty.',
  },
} as const satisfies Readonly<Record<string, Entry>>;

export type CheckoutPageTextKey = keyof typeof checkoutPageTexts;

/** A text of the checkout pages in the reader's language, `{name}` filled in from params. */
export function checkoutText(
  key: CheckoutPageTextKey,
  language: ServerLanguage,
  params: Readonly<Record<string, string>> = {},
): string {
  return checkoutPageTexts[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
