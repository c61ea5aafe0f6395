import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { openDatabase } from '@/server/db/open-database';
import { applicationFiles, applications } from '@/server/db/schema';

// Prints what a stopped server stored of its applications, file contents as SHA-256, as one JSON line.
async function run(): Promise<void> {
  const [dataDir] = process.argv.slice(2);
  if (dataDir === undefined) throw new Error('usage: <dataDir>');
  const database = await openDatabase({ dataDir }, async () => {});
  try {
    const stored = await database.db.select().from(applications).orderBy(asc(applications.id));
    const files = await database.db.select().from(applicationFiles).orderBy(asc(applicationFiles.id));
    const report = stored.map((application) => ({
      query_id: application.queryId,
      kind: application.kind,
      fields: application.fields,
      files: files
        .filter((file) => file.applicationId === application.id)
        .map((file) => ({
          field: file.field,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.size,
          sha256: createHash('sha256').update(file.content).digest('hex'),
        })),
    }));
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
