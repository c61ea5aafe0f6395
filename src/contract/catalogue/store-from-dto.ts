import { isShopOpen } from '@/domain/catalogue/shop-status';
import type { CompanyDto, OrderIntakeHoldDto } from './companies.contract';
import type { OrderIntakeHold, Store } from '@/domain/catalogue/store';

/** The hold in the domain's words; none while the store takes orders (or when its time cannot be read). */
export function orderIntakeHoldFromDto(dto: OrderIntakeHoldDto | undefined): OrderIntakeHold | null {
  if (dto === undefined) return null;
  const until = dto.until === null ? Number.NaN : Date.parse(dto.until);
  return { reason: dto.reason, until: Number.isNaN(until) ? null : until };
}

/** The contract's store in the domain's words; the browser's adapters and the server both use it. */
export function storeFromDto(dto: CompanyDto): Store {
  return {
    queryId: dto.query_id,
    name: dto.name,
    description: dto.description,
    bannerUrl: dto.banner_url,
    merchantBanner: dto.merchant_banner,
    deliveryFee: dto.delivery_fee_value,
    logoUrl: dto.picture_medium_url,
    tag: dto.tag,
    isOpen: isShopOpen(dto.shop_status),
    orderHold: orderIntakeHoldFromDto(dto.order_intake),
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
    pickupLocations: (dto.pickup_locations ?? []).map((location) => ({
      id: location.id,
      name: location.name,
      description: location.description,
      pictureUrl: location.picture_url === '' ? null : location.picture_url,
    })),
  };
}
