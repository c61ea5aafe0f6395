import type { core } from 'zod/mini';
import { fi } from 'zod/locales';
import { weakStaffPasswordMessage } from '@/contract/merchant/staff-account-requests.contract';
import type { Localized } from './localized';
import { serverTexts } from './server-texts';

/** The contract's own words for its field rules (src/contract, written in English), in Finnish. */
const contractMessagesInFinnish: Readonly<Record<string, string>> = {
  'Please enter valid email': serverTexts['field.email'].fi,
  'This field is required': serverTexts['field.required'].fi,
  'Phone number is not valid': serverTexts['account.phoneInvalid'].fi,
  'Enter something to search for': 'Kirjoita jotain haettavaa',
  'Use letters, digits and spaces only': 'Käytä vain kirjaimia, numeroita ja välilyöntejä',
  'Enter a voucher code of at most 50 letters and digits': 'Anna enintään 50 kirjaimen ja numeron kuponkikoodi',
  'organization_query_id or order_id is required': 'organization_query_id tai order_id on pakollinen',
  'Unknown field: only toEmail, invoiceQueryId, locale and is{Product} flags are accepted':
    'Tuntematon kenttä: vain toEmail, invoiceQueryId, locale ja is{Product}-liput hyväksytään',
  'must be "lat,long" with a latitude of -90 to 90 and a longitude of -180 to 180':
    'muodon on oltava "lat,long", leveysaste -90–90 ja pituusaste -180–180',
  'must be an IANA time zone such as Asia/Singapore': 'on oltava IANA-aikavyöhyke, kuten Asia/Singapore',
  [weakStaffPasswordMessage]: 'Käytä vähintään 8 merkkiä, joissa on iso kirjain, pieni kirjain ja numero',
  'must be a phone number of digits, spaces or dashes':
    'on oltava puhelinnumero, jossa on numeroita, välilyöntejä tai viivoja',
};

const finnishLocale = fi();

/**
 * A schema issue's message in the reader's language: the contract's own words where it gave some, zod's Finnish
 * locale for zod's own. English is the message as parsed (the contract sets zod's English locale).
 */
export function zodIssueText(issue: core.$ZodIssue): Localized {
  return (language) => {
    if (language === 'en') return issue.message;
    const contractMessage = contractMessagesInFinnish[issue.message];
    if (contractMessage !== undefined) return contractMessage;
    const message = finnishLocale.localeError(issue as unknown as core.$ZodRawIssue);
    if (typeof message === 'string') return message;
    return message?.message ?? issue.message;
  };
}
