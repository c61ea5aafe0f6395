import type { ApplicationFileType } from '@/contract/partner-applications/applications.contract';

/**
 * What a read multipart form holds, apart from the reading itself (routes/multipart-form.ts): the service, its
 * operator notice and the store take these without reaching into routes/.
 */

export interface ReceivedFile {
  readonly field: string;
  readonly fileName: string;
  /** As sniffed from the content, not as the browser declared it. */
  readonly contentType: ApplicationFileType;
  readonly size: number;
  /** Its name in the upload store. */
  readonly storedName: string;
}

export interface ReceivedForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly ReceivedFile[];
}
