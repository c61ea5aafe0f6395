import type { StoreCatalog, StoreQuery } from '@/application/ports/store-catalog.port';
import type { Store, StorePage } from '@/domain/catalog/store';
import { apiPaths } from '@/contract/api-paths';
import { companiesResponseSchema, type CompanyDto } from '@/contract/catalog/companies.contract';
import type { HttpClient } from '../http/http-client';

function toStore(dto: CompanyDto): Store {
  return {
    queryId: dto.query_id,
    name: dto.name,
    description: dto.description,
    bannerUrl: dto.banner_url,
    logoUrl: dto.picture_medium_url,
    tag: dto.tag,
    isOpen: dto.shop_status === 'open',
    addressDescription: dto.address.description,
    coordinates: dto.merchant_coordinates,
    serviceAreaRadiusKm: dto.service_area_radius,
    minimumOrder: dto.min_amount,
    currency: dto.currency,
    industries: dto.industries.map((industry) => industry.name),
    deliveryTime: { days: dto.delivery_time.day, hours: dto.delivery_time.hour, minutes: dto.delivery_time.minute },
    preparationTime: {
      days: dto.preparation_time.day,
      hours: dto.preparation_time.hour,
      minutes: dto.preparation_time.minute,
    },
    openingSlots: dto.working_days.map((day, index) => ({
      day,
      startTime: dto.time_slots[index]?.start_time ?? '',
      endTime: dto.time_slots[index]?.end_time ?? '',
    })),
    footerDescription: dto.footer_description,
  };
}

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
      stores: body.industries.companies.map(toStore),
      page: body.page,
      totalStores: body.total_companies,
    };
  }
}
