import { text } from '../i18n/localized';
import { requestLanguage } from '../i18n/server-language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { merchantApiV1, walletApiV1, walletApiV2 } from '@/contract/api-paths';
import type { AppPageResponder } from './spa';
import { errorBody } from '../http/error-body';

const apiRoots = new Set([walletApiV1, walletApiV2, merchantApiV1].map((base) => base.split('/')[1]));

/**
 * Unknown API paths answer the contract's 404 body; any other page a browser asks for gets the SPA,
 * whose router owns every non-API route.
 */
export function registerNotFoundHandler(app: FastifyInstance, appPage: AppPageResponder): void {
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !isApiPath(request.url) && acceptsHtml(request)) {
      return appPage(request, reply);
    }
    return reply
      .code(404)
      .send(
        errorBody(
          text('request.notFound', { method: request.method, path: pathOf(request.url) })(requestLanguage(request)),
        ),
      );
  });
}

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function isApiPath(url: string): boolean {
  return apiRoots.has(pathOf(url).split('/')[1]);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
