import { requestLanguage } from '../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import { walletApiV1 } from '@/contract/api-paths';
import {
  applicationFileFields,
  applicationFileLimits,
  applicationResponseSchema,
  applicationsPaths,
  merchantApplicationFieldsSchema,
  riderApplicationFieldsSchema,
  type ApplicationKind,
} from '@/contract/partner-applications/applications.contract';
import type { Clock } from '../shared/clock';
import { BadRequestError } from '../http/bad-request-error';
import { checkResponse } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import { randomCode } from '../shared/random-code';
import type { Outbox } from '../outbox/index';
import type { ApplicationRepository } from './application-repository';
import { readMultipartForm } from './multipart-form';
import type { UploadStore } from './upload-store';
import { operatorNotice } from './operator-notice';

export interface ApplicationsContext {
  readonly applications: ApplicationRepository;
  readonly outbox: Outbox;
  readonly clock: Clock;
  readonly uploads: UploadStore;
}

const forms: Readonly<Record<ApplicationKind, { schema: ZodMiniType; summary: string }>> = {
  merchant: { schema: merchantApplicationFieldsSchema, summary: 'A merchant applies to sell through the storefront' },
  rider: { schema: riderApplicationFieldsSchema, summary: 'A rider applies to deliver orders' },
};

/** 130 random bits, as an invoice's: an application is never found by guessing. */
const newApplicationQueryId = () => `app_${randomCode(26)}`;

/**
 * POST /api/v1/applications/merchant and /rider: the info pages' application forms, as multipart/form-data.
 * Stores the application with its files and tells the operator through the outbox; answers 201 with its id.
 */
export function registerApplicationRoutes(app: FastifyInstance, context: ApplicationsContext): void {
  for (const kind of ['merchant', 'rider'] as const) {
    const { schema, summary } = forms[kind];
    const fileFields = applicationFileFields[kind];
    const contract = withContract({
      summary,
      description:
        `Optional files in ${fileFields.join(', ')}: PDF, PNG or JPEG by content, at most ` +
        `${applicationFileLimits.maxFiles} files of ${applicationFileLimits.maxBytes / (1024 * 1024)} MB each ` +
        '(413 beyond, 415 for another type).',
      tags: ['applications'],
      body: schema,
      bodyType: 'multipart/form-data',
      response: applicationResponseSchema,
      successStatus: 201,
    });
    app.post(`${walletApiV1}/${applicationsPaths[kind]}`, contract, async (request, reply) => {
      const form = await readMultipartForm(request, fileFields, context.uploads);
      const queryId = newApplicationQueryId();
      let fields: Record<string, string>;
      try {
        const parsed = schema.safeParse(form.fields);
        if (!parsed.success) throw BadRequestError.fromZod('request.invalidApplication', parsed.error);
        fields = textFieldsOf(parsed.data);
        await context.applications.add({
          queryId,
          kind,
          fields,
          files: form.files,
          createdAt: new Date(context.clock()),
        });
      } catch (error) {
        // No file outlives a form that was not stored.
        await context.uploads.remove(form.files.map((file) => file.storedName));
        throw error;
      }
      await context.outbox.send(operatorNotice(kind, queryId, fields, form.files, requestLanguage(request)));
      const body = checkResponse(applicationResponseSchema, {
        application: {
          query_id: queryId,
          kind,
          files: form.files.map((file) => ({
            field: file.field,
            file_name: file.fileName,
            content_type: file.contentType,
            size: file.size,
          })),
        },
      });
      return reply.code(201).send(body);
    });
  }
}

/** The fields as stored: the schema's known fields only, trimmed, without the optional ones left out. */
function textFieldsOf(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value.trim();
  }
  return fields;
}
