import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { openDatabase } from '@/server/db/open-database';
import { applicationFiles, applications } from '@/server/partner-applications/partner-applications-schema';

// Answers what a stopped server stored of its applications, file contents (read from DATA_DIR/uploads, where
// the database names them) as SHA-256, as one JSON line; content_in_database tells whether the row held bytes.
export default async function run(args: readonly string[]): Promise<string> {
  const [dataDir] = args;
  if (dataDir === undefined) throw new Error('usage: <dataDir>');
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    const stored = await database.db.select().from(applications).orderBy(asc(applications.id));
    const files = await database.db.select().from(applicationFiles).orderBy(asc(applicationFiles.id));
    const report = stored.map((application) => ({
      query_id: application.queryId,
      kind: application.kind,
      fields: application.fields,
      files: files.filter((file) => file.applicationId === application.id),
    }));
    const withContents = await Promise.all(
      report.map(async (application) => ({
        ...application,
        files: await Promise.all(
          application.files.map(async (file) => ({
            field: file.field,
            file_name: file.fileName,
            content_type: file.contentType,
            size: file.size,
            content_in_database: file.content !== null,
            sha256: createHash('sha256')
              .update(file.content ?? (await readFile(path.join(dataDir, 'uploads', file.storedName ?? ''))))
              .digest('hex'),
          })),
        ),
      })),
    );
    return `${JSON.stringify(withContents)}\n`;
  } finally {
    await database.close();
  }
}
