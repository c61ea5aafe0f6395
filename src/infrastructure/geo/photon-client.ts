import {
  photonAnswerSchema,
  photonPaths,
  type PhotonAnswer,
  type PhotonLanguage,
} from '@/contract/geocoder/photon.contract';
import { HttpClient } from '../http/http-client';

/** The screens' language, as the page states it; Photon's local names otherwise. */
export type PhotonLanguageSource = () => string | undefined;

const documentLanguage: PhotonLanguageSource = () => globalThis.document?.documentElement.lang || undefined;

function photonLanguage(language: string | undefined): PhotonLanguage {
  return language === 'fi' || language === 'en' ? language : 'default';
}

/**
 * Calls one Photon server (the host's own, or the reference server's /geocoder): every answer is parsed with
 * Photon's contract, so a malformed one rejects with the catalogue's INVALID_RESPONSE AppError, like a lost
 * connection rejects with its own, never a crash further on.
 */
export class PhotonClient {
  private readonly http: Pick<HttpClient, 'get'>;

  constructor(
    baseUrl: string,
    private readonly language: PhotonLanguageSource = documentLanguage,
    // Photon answers in milliseconds; a rider waiting on suggestions should not wait the API's 95 seconds.
    http: Pick<HttpClient, 'get'> = new HttpClient({ baseUrl: baseUrl.replace(/\/+$/, ''), timeoutMs: 10_000 }),
  ) {
    this.http = http;
  }

  search(text: string, near: { lat: number; long: number }, limit: number): Promise<PhotonAnswer> {
    return this.http.get(
      photonPaths.search,
      { q: text, lat: near.lat, lon: near.long, limit, lang: photonLanguage(this.language()) },
      photonAnswerSchema,
    );
  }

  reverse(point: { lat: number; long: number }): Promise<PhotonAnswer> {
    return this.http.get(
      photonPaths.reverse,
      { lat: point.lat, lon: point.long, limit: 1, lang: photonLanguage(this.language()) },
      photonAnswerSchema,
    );
  }
}
