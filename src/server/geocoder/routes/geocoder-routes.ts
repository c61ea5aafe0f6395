import type { FastifyInstance } from 'fastify';
import {
  photonAnswerSchema,
  photonPaths,
  photonReverseQuerySchema,
  photonSearchQuerySchema,
  type PhotonAnswer,
} from '@/contract/geocoder/photon.contract';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { publicReadCacheSeconds, withContract } from '../../http/route-contract';
import type { GazetteerPlace } from '../gazetteer-place';
import { nearestPlaces, searchGazetteer } from '../gazetteer-search';
import { photonFeatureOf } from '../photon-feature';

/** Where the reference server answers Photon's API; a host's config.json names it as `geocoder.photonUrl`. */
export const geocoderBasePath = '/geocoder';

function answerOf(places: readonly GazetteerPlace[], language: Parameters<typeof photonFeatureOf>[1]): PhotonAnswer {
  return checkResponse(photonAnswerSchema, {
    type: 'FeatureCollection',
    features: places.map((place) => photonFeatureOf(place, language)),
  });
}

/**
 * Photon's search and reverse calls over the host's gazetteer, so the product finds places by name on one machine
 * and the browser's Photon adapter is tested against a real server. Public reads: no session.
 */
export function registerGeocoderRoutes(app: FastifyInstance, gazetteer: readonly GazetteerPlace[]): void {
  app.get(
    `${geocoderBasePath}/${photonPaths.search}`,
    withContract({
      summary: 'Places whose name starts with the text (Photon search)',
      description:
        'Case- and accent-insensitive prefix matching on each word of a place name, in Finnish and English; ' +
        'ranked by match, kind of place, then nearness to lat/lon when given. Answers a GeoJSON FeatureCollection.',
      tags: ['geocoder'],
      cacheSeconds: publicReadCacheSeconds,
      query: photonSearchQuerySchema,
      response: photonAnswerSchema,
    }),
    async (request) => {
      const query = parseQuery(photonSearchQuerySchema, request.query);
      const near = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, long: query.lon } : undefined;
      return answerOf(searchGazetteer(gazetteer, { text: query.q, limit: query.limit, near }), query.lang);
    },
  );
  app.get(
    `${geocoderBasePath}/${photonPaths.reverse}`,
    withContract({
      summary: 'The named places nearest a point (Photon reverse)',
      description:
        'Places within `radius` kilometres (0.5 unless given), nearest first; no features when none is that near.',
      tags: ['geocoder'],
      cacheSeconds: publicReadCacheSeconds,
      query: photonReverseQuerySchema,
      response: photonAnswerSchema,
    }),
    async (request) => {
      const query = parseQuery(photonReverseQuerySchema, request.query);
      const point = { lat: query.lat, long: query.lon };
      return answerOf(nearestPlaces(gazetteer, point, query.radius, query.limit), query.lang);
    },
  );
}
