import { greatCircleDistanceKm } from '@/domain/geo/great-circle-distance';
import type { GazetteerPlace } from '@/server/geocoder/gazetteer-place';
import { nameMatch, nearestPlaces, searchGazetteer } from '@/server/geocoder/gazetteer-search';
import { helsinkiGazetteer } from '@/server/geocoder/helsinki-gazetteer';
import { seedStores } from '@/server/seed/seed-stores';

const place = (id: number, overrides: Partial<GazetteerPlace>): GazetteerPlace => ({
  id,
  kind: 'street',
  name: { fi: `Paikka ${id}` },
  city: 'Helsinki',
  lat: 60.17,
  long: 24.94,
  ...overrides,
});

const names = (places: readonly GazetteerPlace[], language: 'fi' | 'en' = 'en') =>
  places.map((found) => (language === 'en' ? (found.name.en ?? found.name.fi) : found.name.fi));

describe('A name matching what a rider types', () => {
  it('ranks a whole name, then its start, then a word start, then a compound tail, and ignores case and accents', () => {
    expect(nameMatch('Kamppi', 'KAMPPI')).toBe(0);
    expect(nameMatch('Länsisatama', 'lansis')).toBe(1);
    expect(nameMatch('Helsinki-Vantaan lentoasema', 'lentoasema')).toBe(2);
    expect(nameMatch('Kampin linja-autoasema', 'autoasema kamp')).toBe(2);
    expect(nameMatch('Päärautatieasema', 'asema')).toBe(3);
    expect(nameMatch('Kamppi', 'pasila')).toBeNull();
    expect(nameMatch('Kamppi', '  ')).toBeNull();
    // Two letters inside a word match too much to be meant.
    expect(nameMatch('Kamppi', 'mp')).toBeNull();
  });
});

describe('The gazetteer search', () => {
  it('finds the example host’s places by their Finnish and English names and by the names riders use', () => {
    const search = (text: string) => names(searchGazetteer(helsinkiGazetteer, { text, limit: 10 }));
    expect(search('lentoasema')[0]).toBe('Helsinki Airport');
    expect(search('airport')[0]).toBe('Helsinki Airport');
    expect(search('Kamppi')).toEqual(
      expect.arrayContaining(['Kamppi bus station', 'Kamppi Centre', 'Kamppi metro station', 'Kamppi']),
    );
    expect(search('West Harbour')[0]).toBe('West Harbour, Terminal 2');
    expect(search('länsisatama')[0]).toBe('West Harbour, Terminal 2');
    expect(search('senaatintori')).toEqual(['Senate Square']);
    expect(search('mannerheimintie')[0]).toBe('Mannerheimintie');
    expect(search('zzzz')).toEqual([]);
  });

  it('puts the closer match first, then the kind a rider more likely means, then the nearer place', () => {
    const places = [
      place(1, { kind: 'district', name: { fi: 'Satama' } }),
      place(2, { kind: 'harbour', name: { fi: 'Satamatie' } }),
      place(3, { kind: 'street', name: { fi: 'Vanha satamatie' }, lat: 60.3 }),
      place(4, { kind: 'street', name: { fi: 'Uusi satamatie' }, lat: 60.2 }),
    ];
    expect(names(searchGazetteer(places, { text: 'satama', limit: 10 }), 'fi')).toEqual([
      'Satama',
      'Satamatie',
      'Uusi satamatie',
      'Vanha satamatie',
    ]);
    expect(
      names(searchGazetteer(places, { text: 'satama', limit: 10, near: { lat: 60.3, long: 24.94 } }), 'fi'),
    ).toEqual(['Satama', 'Satamatie', 'Vanha satamatie', 'Uusi satamatie']);
    expect(searchGazetteer(places, { text: 'satama', limit: 2 })).toHaveLength(2);
  });

  it('covers the street of every seeded store, so the storefront’s address dialog finds its own neighbourhood', () => {
    for (const store of seedStores) {
      const streetName = store.address.description.split(/ \d/)[0] ?? '';
      const found = searchGazetteer(helsinkiGazetteer, { text: streetName, limit: 10 }).filter(
        (candidate) => candidate.name.fi === streetName,
      );
      const point = { lat: store.address.lat, long: store.address.long };
      const distances = found.map((street) => greatCircleDistanceKm(point, { lat: street.lat, long: street.long }));
      // The street's name goes along, so a failure says which store's street is missing or too far.
      expect([streetName, Math.min(...distances) < 1.5]).toEqual([streetName, true]);
    }
  });
});

describe('The nearest places to a point', () => {
  it('are those within the radius, nearest first', () => {
    const centralStation = { lat: 60.1719, long: 24.9414 };
    expect(names(nearestPlaces(helsinkiGazetteer, centralStation, 0.5, 1))).toEqual(['Helsinki Central Station']);
    expect(nearestPlaces(helsinkiGazetteer, centralStation, 0.5, 3)).toHaveLength(3);
  });

  it('are none out at sea: no far place is passed off as the one here', () => {
    expect(nearestPlaces(helsinkiGazetteer, { lat: 60.05, long: 24.9 }, 0.5, 1)).toEqual([]);
  });
});
