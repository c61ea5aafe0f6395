import type { ApplicationKind } from '@/contract/partner-applications/applications.contract';
import type { ServerDatabase } from '../../db/database';
import { applicationFiles, applications } from '../partner-applications-schema';
import type { ReceivedFile } from '../received-form';

export interface NewApplication {
  readonly queryId: string;
  readonly kind: ApplicationKind;
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly ReceivedFile[];
  readonly createdAt: Date;
}

/** Where the applications are kept: their fields and their files' metadata; the bytes are in the upload store. */
export class ApplicationRepository {
  constructor(private readonly db: ServerDatabase) {}

  /** Stores the application and its files together, or nothing. */
  async add(application: NewApplication): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          queryId: application.queryId,
          kind: application.kind,
          fields: { ...application.fields },
          createdAt: application.createdAt,
        })
        .returning({ id: applications.id });
      if (!row) throw new Error('The application was not stored');
      if (application.files.length === 0) return;
      await tx.insert(applicationFiles).values(
        application.files.map((file) => ({
          applicationId: row.id,
          field: file.field,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.size,
          storedName: file.storedName,
        })),
      );
    });
  }
}
