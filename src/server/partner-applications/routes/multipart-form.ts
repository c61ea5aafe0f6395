import { text } from '../../i18n/localized';
import type { FastifyRequest } from 'fastify';
import { applicationFileLimits } from '@/contract/partner-applications/applications.contract';
import { fieldError } from '../../http/field-error';
import { BadRequestError } from '../../http/bad-request-error';
import { hasControlCharacter } from '../../http/control-characters';
import { safeFileName } from '../file-name';
import { sniffFileType } from '../file-type-sniff';
import { UploadError } from '../upload-error';
import type { UploadStore } from '../store/upload-store';
import type { ReceivedFile, ReceivedForm } from '../received-form';

/** Limits of the parser, so a form can never make the server buffer more than its files' worth. */
export const multipartLimits = {
  fileSize: applicationFileLimits.maxBytes,
  files: applicationFileLimits.maxFiles,
  fields: 20,
  fieldSize: 10_000,
  fieldNameSize: 100,
  parts: 30,
  headerPairs: 100,
} as const;

const megabytes = applicationFileLimits.maxBytes / (1024 * 1024);
const fileTooLarge = () => new UploadError(413, text('application.fileTooLarge', { megabytes }));

/** The answers for the multipart plugin's own refusals, by its error code. */
const pluginRefusals: Readonly<Record<string, () => Error>> = {
  FST_REQ_FILE_TOO_LARGE: fileTooLarge,
  FST_FILES_LIMIT: () =>
    new UploadError(413, text('application.tooManyFiles', { count: applicationFileLimits.maxFiles })),
  FST_PARTS_LIMIT: () => new UploadError(413, text('application.tooManyFields')),
  FST_FIELDS_LIMIT: () => new UploadError(413, text('application.tooManyFields')),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new UploadError(415, text('application.notMultipart')),
};

/**
 * Reads a multipart form: its text fields (each once) and the files of the given fields (at most 3, each at
 * most 5 MB, a PDF, PNG or JPEG by its content), streamed into the upload store as they arrive. A broken body
 * is a 400, never a crash; a refused form leaves no file behind.
 * @throws BadRequestError (400) naming the field at fault or for a malformed body, UploadError (413, 415).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  uploads: UploadStore,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new UploadError(415, text('application.notMultipart'));
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const saved: string[] = [];
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw fieldError(part.fieldname, text('application.fieldTooLong'));
        if (Object.hasOwn(fields, part.fieldname)) throw fieldError(part.fieldname, text('application.fieldTwice'));
        // The plugin hands a part declared as application/json over parsed; the forms take plain text only.
        if (typeof part.value !== 'string') throw fieldError(part.fieldname, text('application.fieldNotText'));
        if (hasControlCharacter(part.value)) throw fieldError(part.fieldname, text('field.controlCharacter'));
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw fieldError(part.fieldname, text('application.fieldNoFile'));
      }
      const upload = await uploads.save(part.file);
      saved.push(upload.storedName);
      if (part.file.truncated) throw fileTooLarge();
      // A file input left empty still sends a part, with no name and no content.
      if (part.filename === '' && upload.size === 0) {
        saved.pop();
        await uploads.remove([upload.storedName]);
        continue;
      }
      const contentType = sniffFileType(upload.head);
      if (contentType === null) {
        throw new UploadError(415, text('application.fileType', { field: part.fieldname }));
      }
      const { size, storedName } = upload;
      files.push({ field: part.fieldname, fileName: safeFileName(part.filename), contentType, size, storedName });
    }
  } catch (error) {
    await uploads.remove(saved);
    throw refusalOf(error);
  }
  return { fields, files };
}

function refusalOf(error: unknown): Error {
  if (error instanceof BadRequestError || error instanceof UploadError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const refusal = typeof code === 'string' ? pluginRefusals[code] : undefined;
  if (refusal) return refusal();
  // Whatever else the parser throws (a missing boundary, a body cut short, broken part headers) is the body's fault.
  return new BadRequestError(text('application.malformed'), []);
}
