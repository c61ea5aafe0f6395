import type { ReceiptLocale } from '../receipts/index';

interface ReceiptAddressTexts {
  readonly mailSubject: string;
  /** {link} is the confirmation page; every other word is the server's own. */
  readonly mailBody: string;
  readonly pageTitle: string;
  readonly pageLead: string;
  readonly confirm: string;
  readonly confirmedTitle: string;
  readonly confirmedNote: string;
  readonly failedTitle: string;
  readonly failedNote: string;
}

/**
 * The confirmation of a receipt address: the mail, and the page its link opens. Nothing in them comes from a
 * caller (no name, place or note), so a mail to an address nobody has proven carries only the server's words.
 */
export const receiptAddressTexts: Readonly<Record<ReceiptLocale, ReceiptAddressTexts>> = {
  en: {
    mailSubject: 'Confirm your e-mail address for ride receipts',
    mailBody: [
      'Someone asked for ride receipts to be sent to this address.',
      'If it was you, open this link and press "Confirm" to receive the receipt:',
      '{link}',
      'The link works for 24 hours. If it was not you, ignore this mail: nothing more will be sent to you.',
    ].join('\n\n'),
    pageTitle: 'Confirm your e-mail address',
    pageLead: 'Press "Confirm" to receive ride receipts at this address.',
    confirm: 'Confirm',
    confirmedTitle: 'Address confirmed',
    confirmedNote: 'Your receipt is on its way. Later receipts to this address are sent at once.',
    failedTitle: 'The link no longer works',
    failedNote: 'It was used already or is over 24 hours old. Ask for the receipt again in the app.',
  },
  fi: {
    mailSubject: 'Vahvista sähköpostiosoitteesi kyytikuitteja varten',
    mailBody: [
      'Joku pyysi kyytikuittien lähettämistä tähän osoitteeseen.',
      'Jos se olit sinä, avaa tämä linkki ja paina "Vahvista", niin saat kuitin:',
      '{link}',
      'Linkki toimii 24 tuntia. Jos et pyytänyt kuittia, voit jättää viestin huomiotta: sinulle ei lähetetä muuta.',
    ].join('\n\n'),
    pageTitle: 'Vahvista sähköpostiosoitteesi',
    pageLead: 'Paina "Vahvista", niin kyytikuitit lähetetään tähän osoitteeseen.',
    confirm: 'Vahvista',
    confirmedTitle: 'Osoite vahvistettu',
    confirmedNote: 'Kuittisi on matkalla. Seuraavat kuitit tähän osoitteeseen lähetetään heti.',
    failedTitle: 'Linkki ei enää toimi',
    failedNote: 'Se on jo käytetty tai yli 24 tuntia vanha. Pyydä kuitti uudelleen sovelluksessa.',
  },
};

/** How long a confirmation link proves its address. */
export const receiptAddressCodeLifetimeMs = 24 * 60 * 60 * 1000;
