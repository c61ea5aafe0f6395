import { text } from '../i18n/localized';
import type { ServerLanguage } from '../i18n/server-language';
import type { ServerTextKey } from '../i18n/server-texts';
import type { ApplicationKind } from '@/contract/partner-applications/applications.contract';
import type { OutgoingMessage } from '../outbox/index';
import type { ReceivedFile } from './received-form';

/** Where the sandbox sends new applications; a real host routes this mailbox to whoever reviews them. */
export const operatorMailbox = 'applications@storefront.local';

const titles: Readonly<Record<ApplicationKind, ServerTextKey>> = {
  merchant: 'application.merchantTitle',
  rider: 'application.riderTitle',
};

/** Which field names the applicant in the subject line. */
const nameFields: Readonly<Record<ApplicationKind, string>> = {
  merchant: 'business_name',
  rider: 'full_name',
};

/**
 * The email that tells the operator an application arrived: its fields, and the files by name and size only; in
 * the language the applicant's form was in.
 */
export function operatorNotice(
  kind: ApplicationKind,
  queryId: string,
  fields: Readonly<Record<string, string>>,
  files: readonly ReceivedFile[],
  language: ServerLanguage,
): OutgoingMessage {
  const fieldLines = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  const fileLines = files.map((file) =>
    text('application.file', { field: file.field, name: file.fileName, type: file.contentType, size: file.size })(
      language,
    ),
  );
  const heading = text('application.heading', { id: queryId })(language);
  const filesHeading = text('application.files')(language);
  return {
    channel: 'email',
    recipient: operatorMailbox,
    subject: `${text(titles[kind])(language)}: ${fields[nameFields[kind]] ?? queryId}`,
    body: [heading, ...fieldLines, ...(fileLines.length > 0 ? [filesHeading, ...fileLines] : [])].join('\n'),
  };
}
