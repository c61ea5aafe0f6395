import type { StoreCatalog, StoreQuery } from '@/application/ports/store-catalog.port';
import type { StorePage } from '@/domain/catalogue/store';
import { apiPaths } from '@/contract/api-paths';
import { companiesResponseSchema } from '@/contract/catalogue/companies.contract';
import type { HttpClient } from '../http/http-client';
import { storeFromDto } from '@/contract/catalogue/store-from-dto';

/** The store catalogue of the wallet service, over HTTP. */
export class HttpStoreCatalog implements StoreCatalog {
  constructor(private readonly http: HttpClient) {}

  async listStores(query: StoreQuery): Promise<StorePage> {
    const body = await this.http.get(
      apiPaths.companies,
      {
        industry_id: query.industryId,
        page: query.page,
        page_size: query.pageSize,
        sort: 'default',
        lat: query.near?.lat,
        long: query.near?.long,
        trade_type_id: query.tradeTypeId,
      },
      companiesResponseSchema,
    );
    return {
      stores: body.industries.companies.map(storeFromDto),
      page: body.page,
      totalStores: body.total_companies,
    };
  }
}
