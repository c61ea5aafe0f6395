import { catalogueLanguage } from '../../i18n/server-language';
import type { FastifyInstance } from 'fastify';
import { apiPaths, walletApiV1 } from '@/contract/api-paths';
import {
  largestCompaniesPage,
  companiesQuerySchema,
  companiesResponseSchema,
  type CompaniesResponse,
} from '@/contract/catalogue/companies.contract';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { publicReadCacheSeconds, withContract } from '../../http/route-contract';
import type { CompanyRepository } from '../store/company-repository';

/**
 * GET /api/v1/companies: one page of stores, optionally of one industry. A public catalogue read,
 * so no session is needed. sort, lat, long and trade_type_id are accepted and do not change the answer yet.
 */
export function registerCompaniesRoute(app: FastifyInstance, repository: CompanyRepository): void {
  const contract = withContract({
    summary: 'One page of stores, optionally of one industry',
    description: `Stores by name; a page holds at most ${largestCompaniesPage} (page_size), total_companies counts them all.`,
    tags: ['catalog'],
    cacheSeconds: publicReadCacheSeconds,
    query: companiesQuerySchema,
    response: companiesResponseSchema,
  });
  app.get(`${walletApiV1}/${apiPaths.companies}`, contract, async (request) => {
    const query = parseQuery(companiesQuerySchema, request.query);
    const { companies, total } = await repository.findPage({
      language: catalogueLanguage(request),
      industryId: query.industry_id,
      page: query.page,
      pageSize: query.page_size,
    });
    const body: CompaniesResponse = {
      industryId: query.industry_id ?? null,
      page: query.page,
      industries: { companies },
      total_companies: total,
    };
    return checkResponse(companiesResponseSchema, body);
  });
}
