import { requestLanguage } from '../../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  applicationFileFields,
  applicationFileLimits,
  applicationResponseSchema,
  applicationsPaths,
  type ApplicationKind,
} from '@/contract/partner-applications/applications.contract';
import { BadRequestError } from '../../http/bad-request-error';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { readMultipartForm } from './multipart-form';
import type { ApplicationsContext } from '../partner-applications-context';
import { applicationFieldsSchemas, submitApplication } from '../submit-application';

const summaries: Readonly<Record<ApplicationKind, string>> = {
  merchant: 'A merchant applies to sell through the storefront',
  rider: 'A rider applies to deliver orders',
};

/**
 * POST /api/v1/applications/merchant and /rider: the info pages' application forms, as multipart/form-data.
 * The route reads the form, streaming its files into the upload store; submit-application.ts keeps it and tells
 * the operator. Answers 201 with its id.
 */
export function registerApplicationRoutes(app: FastifyInstance, context: ApplicationsContext): void {
  for (const kind of ['merchant', 'rider'] as const) {
    const fileFields = applicationFileFields[kind];
    const contract = withContract({
      summary: summaries[kind],
      description:
        `Optional files in ${fileFields.join(', ')}: PDF, PNG or JPEG by content, at most ` +
        `${applicationFileLimits.maxFiles} files of ${applicationFileLimits.maxBytes / (1024 * 1024)} MB each ` +
        '(413 beyond, 415 for another type).',
      tags: ['applications'],
      body: applicationFieldsSchemas[kind],
      bodyType: 'multipart/form-data',
      response: applicationResponseSchema,
      successStatus: 201,
    });
    app.post(`${walletApiV1}/${applicationsPaths[kind]}`, contract, async (request, reply) => {
      const form = await readMultipartForm(request, fileFields, context.uploads);
      const submission = await submitApplication(context, kind, form, requestLanguage(request));
      if (submission.outcome === 'refused')
        throw BadRequestError.fromZod('request.invalidApplication', submission.error);
      const body = checkResponse(applicationResponseSchema, {
        application: {
          query_id: submission.queryId,
          kind,
          files: submission.files.map((file) => ({
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
