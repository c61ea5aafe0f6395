import { translatedText } from '../translated-text';
import type { ServerLanguage } from '../../i18n/server-language';
import type { CompanyDto } from '@/contract/catalogue/companies.contract';
import type { companies } from '../catalogue-schema';
import { fromMinutes, toMinutes } from '../../shared/duration-minutes';
import { orderIntakeHoldDto } from '../order-intake-row';
import type { NewCompany } from './company-repository';
import { deliveryFeeOf } from '@/domain/pricing/delivery-fee';
import { configuredFee } from '../../platform/index';

type CompanyRow = typeof companies.$inferSelect;
type CompanyInsert = typeof companies.$inferInsert;

/**
 * The listing shape of a stored store, its texts in the visitor's language where the store gave them; industry
 * names come from the link table.
 */
export function toCompanyDto(
  row: CompanyRow,
  industryNames: readonly string[],
  language: ServerLanguage | null,
  /** The server's time, for whether the store takes new orders; left out where no one is told (pricing). */
  now?: number,
): CompanyDto {
  const inLanguage = <T extends string | null>(field: string, own: T) =>
    translatedText(row.translations, language, field, own);
  return {
    query_id: row.queryId,
    name: row.name,
    shop_name: row.shopName,
    description: inLanguage('description', row.description),
    banner_url: row.bannerUrl,
    merchant_banner: row.merchantBanner ?? row.bannerUrl,
    picture_medium_url: row.pictureMediumUrl,
    tag: inLanguage('tag', row.tag),
    shop_status: row.shopStatus,
    ...(now === undefined ? {} : { order_intake: orderIntakeHoldDto(row, now) }),
    address: {
      id: row.id,
      query_id: row.addressQueryId,
      description: row.addressDescription,
      lat: row.addressLat,
      long: row.addressLong,
    },
    merchant_coordinates: { lat: row.merchantLat, long: row.merchantLong },
    service_area_radius: row.serviceAreaRadiusKm,
    min_amount: row.minAmount,
    currency: row.currency,
    industries: industryNames.map((name) => ({ name })),
    delivery_time: fromMinutes(row.deliveryMinutes),
    preparation_time: fromMinutes(row.preparationMinutes),
    working_days: row.openingHours.map((hours) => hours.working_day),
    time_slots: row.openingHours.map(({ start_time, end_time }) => ({ start_time, end_time })),
    footer_description: inLanguage('footer_description', row.footerDescription),
    override_delivery_fee: row.overrideDeliveryFee,
    delivery_fee_value: storeDeliveryFee(row),
    pickup_locations: row.pickupLocations,
  };
}

/** What a delivered order of the store pays for delivery: its own fee when it overrides the host's, else the host's. */
export function storeDeliveryFee(row: Pick<CompanyRow, 'overrideDeliveryFee' | 'deliveryFeeValue'>): number {
  return deliveryFeeOf(
    { overridesDeliveryFee: row.overrideDeliveryFee, ownDeliveryFee: row.deliveryFeeValue },
    configuredFee('delivery_fee'),
  );
}

export function toCompanyInsert(company: NewCompany): CompanyInsert {
  if (company.working_days.length !== company.time_slots.length) {
    throw new Error(`Store ${company.query_id}: working_days and time_slots differ in length`);
  }
  return {
    queryId: company.query_id,
    name: company.name,
    shopName: company.shop_name,
    description: company.description,
    bannerUrl: company.banner_url,
    merchantBanner: company.merchant_banner ?? null,
    pictureMediumUrl: company.picture_medium_url,
    tag: company.tag,
    shopStatus: company.shop_status,
    addressQueryId: company.address.query_id,
    addressDescription: company.address.description,
    addressLat: company.address.lat,
    addressLong: company.address.long,
    merchantLat: company.merchant_coordinates.lat,
    merchantLong: company.merchant_coordinates.long,
    serviceAreaRadiusKm: company.service_area_radius,
    minAmount: company.min_amount,
    overrideDeliveryFee: company.override_delivery_fee ?? false,
    deliveryFeeValue: company.delivery_fee_value ?? 0,
    currency: company.currency,
    deliveryMinutes: toMinutes(company.delivery_time),
    preparationMinutes: toMinutes(company.preparation_time),
    preparationTimeFlag: company.preparation_time_flag ?? true,
    openingHours: company.working_days.map((working_day, index) => ({
      working_day,
      start_time: company.time_slots[index]!.start_time,
      end_time: company.time_slots[index]!.end_time,
    })),
    footerDescription: company.footer_description,
    pickupLocations: company.pickup_locations ?? [],
    translations: company.translations ?? {},
  };
}
