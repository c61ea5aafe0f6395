import type { ApplicationKind } from '@/contract/applications/applications.contract';
import type { OutgoingMessage } from '../outbox/outbox';
import type { ReceivedFile } from './multipart-form';

/** Where the sandbox sends new applications; a real host routes this mailbox to whoever reviews them. */
export const operatorMailbox = 'applications@storefront.local';

const titles: Readonly<Record<ApplicationKind, string>> = {
  merchant: 'New merchant application',
  rider: 'New rider application',
};

/** Which field names the applicant in the subject line. */
const nameFields: Readonly<Record<ApplicationKind, string>> = {
  merchant: 'business_name',
  rider: 'full_name',
};

/** The email that tells the operator an application arrived: its fields, and the files by name and size only. */
export function operatorNotice(
  kind: ApplicationKind,
  queryId: string,
  fields: Readonly<Record<string, string>>,
  files: readonly ReceivedFile[],
): OutgoingMessage {
  const fieldLines = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  const fileLines = files.map((file) => `${file.field}: ${file.fileName} (${file.contentType}, ${file.size} bytes)`);
  return {
    channel: 'email',
    recipient: operatorMailbox,
    subject: `${titles[kind]}: ${fields[nameFields[kind]] ?? queryId}`,
    body: [`Application ${queryId}`, ...fieldLines, ...(fileLines.length > 0 ? ['Files:', ...fileLines] : [])].join(
      '\n',
    ),
  };
}
