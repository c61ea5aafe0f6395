import type { NewCompany } from '../catalogue/index';
import { fromMinutes as minutes } from '../shared/duration-minutes';
import { openingHours, weekdays } from './opening-hours';
import { restaurants } from './seed-industries';

export const arenaVenueQueryId = 'areena-keittio';

const counter = (letter: string, name: string, description: string) => ({
  id: `${arenaVenueQueryId}--portti-${letter}`,
  name,
  description,
  picture_url: `/media/arena/portti-${letter}.png`,
});

/**
 * The arena venue of the arena variant: one kitchen whose orders are collected at the venue's food
 * counters, so the storefront's pickup-location footer has something to list.
 */
export const arenaVenue: NewCompany = {
  query_id: arenaVenueQueryId,
  name: 'Areena Keittiö',
  shop_name: 'Areena Keittiö',
  description:
    'Food for match and concert nights at the arena: order from your seat and collect it at the counter you choose.',
  banner_url: `/media/${arenaVenueQueryId}.png`,
  picture_medium_url: `/media/logos/${arenaVenueQueryId}.png`,
  tag: 'Arena food',
  shop_status: 'open',
  address: {
    query_id: `addr-${arenaVenueQueryId}`,
    description: 'Nordenskiöldinkatu 11, 00250 Helsinki',
    lat: 60.1881,
    long: 24.9227,
  },
  merchant_coordinates: { lat: 60.1881, long: 24.9227 },
  service_area_radius: 2,
  min_amount: 0,
  currency: 'EUR',
  industries: [restaurants],
  delivery_time: minutes(0),
  preparation_time: minutes(10),
  ...openingHours([weekdays, '16:00', '23:00'], [['Saturday', 'Sunday'], '12:00', '23:00']),
  footer_description: 'Collect your order at counter A, B, C or D.',
  pickup_locations: [
    counter('a', 'Portti A – Grilli', 'Lower concourse, next to gate A.'),
    counter('b', 'Portti B – Pizza', 'Lower concourse, next to gate B.'),
    counter('c', 'Portti C – Vegaani', 'Upper concourse, above gate C.'),
    counter('d', 'Portti D – Kahvila', 'Main entrance hall, by gate D.'),
  ],
};
