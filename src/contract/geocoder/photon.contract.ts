import * as z from 'zod/mini';
import { latitude, longitude, queryInt } from '../common/fields';

/**
 * Photon's geocoding API (komoot's open-source geocoder over OpenStreetMap): `GET {base}/api?q=` searches,
 * `GET {base}/reverse?lat=&lon=` names a point; both answer a GeoJSON FeatureCollection. The browser's adapter
 * reads any Photon a host runs with these schemas, and the reference server answers in the same shapes.
 */
export const photonPaths = { search: 'api', reverse: 'reverse' } as const;

/** The languages the product asks names in; Photon's `default` is the place's local name. */
export const photonLanguages = ['fi', 'en', 'default'] as const;
export type PhotonLanguage = (typeof photonLanguages)[number];

/** The most suggestions one search returns. */
export const mostPhotonResults = 50;

const queryNumber = (min: number, max: number) => z.coerce.number().check(z.minimum(min), z.maximum(max));

/** Photon's search query; a bias point needs both lat and lon. */
export const photonSearchQuerySchema = z
  .object({
    q: z.pipe(
      z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(200)),
      z.transform((text) => text.replace(/\s+/g, ' ')),
    ),
    lat: z.optional(queryNumber(-90, 90)),
    lon: z.optional(queryNumber(-180, 180)),
    limit: z._default(queryInt(1, mostPhotonResults), 10),
    lang: z._default(z.enum(photonLanguages), 'default'),
  })
  .check(
    z.refine((query) => query.lat !== undefined || query.lon === undefined, {
      path: ['lat'],
      message: 'must be given with lon',
    }),
    z.refine((query) => query.lon !== undefined || query.lat === undefined, {
      path: ['lon'],
      message: 'must be given with lat',
    }),
  );
export type PhotonSearchQuery = z.output<typeof photonSearchQuerySchema>;

/** Photon's reverse query: the point, and how far from it a place may lie, in kilometres. */
export const photonReverseQuerySchema = z.object({
  lat: queryNumber(-90, 90),
  lon: queryNumber(-180, 180),
  radius: z._default(queryNumber(0.01, 10), 0.5),
  limit: z._default(queryInt(1, mostPhotonResults), 1),
  lang: z._default(z.enum(photonLanguages), 'default'),
});
export type PhotonReverseQuery = z.output<typeof photonReverseQuerySchema>;

const optionalText = () => z.optional(z.string().check(z.maxLength(500)));

/**
 * What a found place says of itself. Every field is optional, as OpenStreetMap's data is: a street has no
 * name of its own beyond `name`, a building may have no name. Fields not listed are dropped.
 */
export const photonPropertiesSchema = z.object({
  name: optionalText(),
  street: optionalText(),
  housenumber: optionalText(),
  postcode: optionalText(),
  district: optionalText(),
  locality: optionalText(),
  city: optionalText(),
  countrycode: optionalText(),
  /** house, street, locality, district, city, … */
  type: optionalText(),
  osm_type: optionalText(),
  osm_id: z.optional(z.number()),
  osm_key: optionalText(),
  osm_value: optionalText(),
});
export type PhotonProperties = z.output<typeof photonPropertiesSchema>;

/**
 * A point in GeoJSON's order, longitude first. Written as a tuple whose rest items are bounded numbers and whose
 * length is held to two: the OpenAPI document then states an `items` schema, as its linter asks, and a third
 * number is still refused.
 */
const geoJsonPoint = () => z.tuple([longitude(), latitude()], longitude()).check(z.maxLength(2));

export const photonFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: geoJsonPoint() }),
  properties: photonPropertiesSchema,
});
export type PhotonFeature = z.output<typeof photonFeatureSchema>;

export const photonAnswerSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(photonFeatureSchema).check(z.maxLength(200)),
});
export type PhotonAnswer = z.output<typeof photonAnswerSchema>;
