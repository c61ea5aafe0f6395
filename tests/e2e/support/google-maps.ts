import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const standInScript = readFileSync(path.join(__dirname, 'google-maps-stand-in.js'), 'utf8');

/** What the page asked of the stand-in (see google-maps-stand-in.js). */
export interface MapsStandInRecord {
  readonly scriptParams: Record<string, string>;
  readonly predictionRequests: readonly {
    input: string;
    locationBias: { center: { lat: number; lng: number }; radius: number };
    types: string[];
  }[];
  readonly geocodeRequests: readonly { placeId?: string; location?: { lat: number; lng: number } }[];
  readonly clicks: readonly { lat: number; lng: number }[];
}

/**
 * Serves the stand-in of the Maps JavaScript API in place of Google's script, and answers every other request to
 * Google's map hosts with 404, so no journey reaches the internet.
 */
export async function serveGoogleMapsStandIn(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/maps/api/js?**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: standInScript }),
  );
  await page.route(/^https:\/\/[^/]*(googleapis|gstatic|google)\.com\//, (route) =>
    route.request().url().startsWith('https://maps.googleapis.com/maps/api/js?')
      ? route.fallback()
      : route.fulfill({ status: 404, body: '' }),
  );
}

export function mapsStandInRecord(page: Page): Promise<MapsStandInRecord> {
  return page.evaluate(() => (window as unknown as { __mapsStandIn: MapsStandInRecord }).__mapsStandIn);
}
