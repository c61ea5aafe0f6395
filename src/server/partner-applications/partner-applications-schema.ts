import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytes, instant } from '../db/columns';

/**
 * The applications' tables: the forms sent in, and their files.
 * drizzle-kit reads every module's <module>-schema.ts (.config/drizzle.config.ts).
 */

/** A merchant's or rider's application, sent from the info pages' forms; the text fields as sent. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryId: text('query_id').notNull().unique(),
    kind: text('kind').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [check('applications_kind_check', sql`${table.kind} in ('merchant', 'rider')`)],
);

/** A file attached to an application, kept in the database so every instance can read it. */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /**
     * The file's name in the uploads folder (UPLOADS_DIR), where the bytes are: writing megabytes into the
     * embedded database held up every other request. Null only for files stored before that, in content.
     */
    storedName: text('stored_name'),
    content: bytes('content'),
  },
  (table) => [index('application_files_application_idx').on(table.applicationId)],
);
