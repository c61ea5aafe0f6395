import type { core, ZodMiniType } from 'zod/mini';
import {
  merchantApplicationFieldsSchema,
  riderApplicationFieldsSchema,
  type ApplicationKind,
} from '@/contract/partner-applications/applications.contract';
import type { ServerLanguage } from '../i18n/server-language';
import { randomCode } from '../shared/random-code';
import type { ApplicationsContext } from './partner-applications-context';
import type { ReceivedFile, ReceivedForm } from './received-form';
import { operatorNotice } from './operator-notice';

/** The text fields each form takes; the route's contract documents the same schemas. */
export const applicationFieldsSchemas: Readonly<Record<ApplicationKind, ZodMiniType>> = {
  merchant: merchantApplicationFieldsSchema,
  rider: riderApplicationFieldsSchema,
};

export type ApplicationSubmission =
  | { readonly outcome: 'submitted'; readonly queryId: string; readonly files: readonly ReceivedFile[] }
  /** A text field missing or wrong; `error` names each one, for the route to write in the reader's language. */
  | { readonly outcome: 'refused'; readonly reason: 'invalid_fields'; readonly error: core.$ZodError };

/** 130 random bits, as an invoice's: an application is never found by guessing. */
const newApplicationQueryId = () => `app_${randomCode(26)}`;

/**
 * Keeps a merchant's or a rider's application: its known text fields trimmed, and the files the form's parsing
 * already streamed into the upload store; then tells the operator by mail, in the language the form was in. No
 * file outlives a form that was not stored, whether its fields were refused or storing it failed.
 */
export async function submitApplication(
  context: Pick<ApplicationsContext, 'clock'> & {
    readonly applications: Pick<ApplicationsContext['applications'], 'add'>;
    readonly outbox: Pick<ApplicationsContext['outbox'], 'send'>;
    readonly uploads: Pick<ApplicationsContext['uploads'], 'remove'>;
  },
  kind: ApplicationKind,
  form: ReceivedForm,
  language: ServerLanguage,
): Promise<ApplicationSubmission> {
  const dropFiles = () => context.uploads.remove(form.files.map((file) => file.storedName));
  const parsed = applicationFieldsSchemas[kind].safeParse(form.fields);
  if (!parsed.success) {
    await dropFiles();
    return { outcome: 'refused', reason: 'invalid_fields', error: parsed.error };
  }
  const queryId = newApplicationQueryId();
  const fields = textFieldsOf(parsed.data);
  try {
    await context.applications.add({
      queryId,
      kind,
      fields,
      files: form.files,
      createdAt: new Date(context.clock()),
    });
  } catch (error) {
    await dropFiles();
    throw error;
  }
  await context.outbox.send(operatorNotice(kind, queryId, fields, form.files, language));
  return { outcome: 'submitted', queryId, files: form.files };
}

/** The fields as stored: the schema's known fields only, trimmed, without the optional ones left out. */
function textFieldsOf(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value.trim();
  }
  return fields;
}
