/*
 * A stand-in of the part of the Maps JavaScript API the storefront's Google adapters use, served in place of
 * Google's script (https://maps.googleapis.com/maps/api/js) by tests/e2e/support/google-maps.ts, so those adapters
 * run in a real browser with no network. It follows the documented surface: the bootstrap loader's `callback` and
 * `google.maps.importLibrary`, `Map`, `Marker`, `LatLng`, `event`, `Geocoder` (by place id and by point) and
 * `places.AutocompleteService#getPlacePredictions`. What the page asked of it is kept on `window.__mapsStandIn`,
 * for the journey to read.
 */
(() => {
  const script = document.currentScript;
  const params = new URL(script.src).searchParams;
  const record = {
    scriptParams: Object.fromEntries(params),
    predictionRequests: [],
    geocodeRequests: [],
    clicks: [],
  };
  window.__mapsStandIn = record;

  // The places the stand-in knows: what its predictions offer and its geocoder finds by id.
  const gazetteer = [
    { place_id: 'stand-in-kamppi', description: 'Kampinkuja 2, Helsinki', lat: 60.1688, lng: 24.9318 },
    { place_id: 'stand-in-kallio', description: 'Kallion kirjasto, Helsinki', lat: 60.1841, lng: 24.9499 },
  ];
  // What its geocoder names any point: a street, a building number and a district.
  const namedPlace = [
    { long_name: 'Mannerheimintie', short_name: 'Mannerheimintie', types: ['route'] },
    { long_name: '22', short_name: '22', types: ['street_number'] },
    { long_name: 'Kamppi', short_name: 'Kamppi', types: ['sublocality_level_1', 'sublocality', 'political'] },
  ];

  const rounded = (value) => Math.round(value * 1e6) / 1e6;

  class LatLng {
    constructor(lat, lng) {
      const literal = typeof lat === 'object' && lat !== null;
      this.latitude = literal ? lat.lat : lat;
      this.longitude = literal ? lat.lng : lng;
    }
    lat() {
      return this.latitude;
    }
    lng() {
      return this.longitude;
    }
    toJSON() {
      return { lat: this.latitude, lng: this.longitude };
    }
  }
  const latLngOf = (point) =>
    point instanceof LatLng
      ? point
      : new LatLng(
          typeof point.lat === 'function' ? point.lat() : point.lat,
          typeof point.lng === 'function' ? point.lng() : point.lng,
        );

  const handlers = new WeakMap();
  const event = {
    addListener(instance, name, handler) {
      const byName = handlers.get(instance) ?? new Map();
      handlers.set(instance, byName);
      const set = byName.get(name) ?? new Set();
      byName.set(name, set);
      set.add(handler);
      return { remove: () => set.delete(handler) };
    },
    removeListener(listener) {
      listener.remove();
    },
    clearInstanceListeners(instance) {
      handlers.delete(instance);
    },
    trigger(instance, name, ...args) {
      for (const handler of handlers.get(instance)?.get(name) ?? []) handler(...args);
    },
  };

  // Web Mercator near the centre: a tile of 256 pixels spans 360 degrees of longitude at zoom 0.
  const degreesPerPixel = (zoom) => 360 / (256 * 2 ** zoom);

  class StandInMap {
    constructor(div, options = {}) {
      this.div = div;
      this.centre = new LatLng(0, 0);
      this.zoom = 0;
      this.surface = document.createElement('div');
      this.surface.dataset.standIn = 'map';
      this.surface.style.cssText = 'position:relative;width:100%;height:100%;background:#cfe3cf;cursor:crosshair';
      this.surface.addEventListener('click', (click) => {
        const box = this.surface.getBoundingClientRect();
        const step = degreesPerPixel(this.zoom);
        const latLng = new LatLng(
          rounded(this.centre.lat() - (click.clientY - box.top - box.height / 2) * step),
          rounded(this.centre.lng() + (click.clientX - box.left - box.width / 2) * step),
        );
        record.clicks.push(latLng.toJSON());
        event.trigger(this, 'click', { latLng });
      });
      div.appendChild(this.surface);
      this.setOptions(options);
    }
    setOptions(options) {
      if (options?.center) this.setCenter(options.center);
      if (typeof options?.zoom === 'number') this.setZoom(options.zoom);
    }
    setCenter(centre) {
      this.centre = latLngOf(centre);
    }
    getCenter() {
      return this.centre;
    }
    panTo(centre) {
      this.setCenter(centre);
    }
    setZoom(zoom) {
      this.zoom = zoom;
    }
    getZoom() {
      return this.zoom;
    }
    getDiv() {
      return this.div;
    }
    setClickableIcons() {}
    setHeading() {}
    setMapTypeId() {}
    setTilt() {}
    setStreetView() {}
  }

  class Marker {
    constructor(options = {}) {
      this.element = document.createElement('div');
      this.element.setAttribute('role', 'img');
      this.element.style.cssText = 'position:absolute;left:50%;top:50%;width:12px;height:12px;background:#c00';
      this.map = null;
      this.setOptions(options);
    }
    setOptions(options) {
      if (options?.position) this.setPosition(options.position);
      if (options?.map) this.setMap(options.map);
    }
    setPosition(position) {
      this.position = latLngOf(position);
      this.element.setAttribute('aria-label', `Stand-in marker at ${this.position.lat()}, ${this.position.lng()}`);
    }
    getPosition() {
      return this.position;
    }
    setMap(map) {
      this.map = map;
      if (map) map.surface.appendChild(this.element);
      else this.element.remove();
    }
    getMap() {
      return this.map;
    }
    // The rest of Marker's documented setters: how the marker looks and moves, which the stand-in does not draw.
    setAnimation() {}
    setClickable() {}
    setCursor() {}
    setDraggable() {}
    setIcon() {}
    setLabel() {}
    setOpacity() {}
    setShape() {}
    setTitle() {}
    setVisible() {}
    setZIndex() {}
  }

  const answer = (result, callback, status = 'OK') => {
    if (typeof callback === 'function') callback(result.results ?? result.predictions, status);
    return Promise.resolve(result);
  };

  class Geocoder {
    geocode(request, callback) {
      record.geocodeRequests.push(JSON.parse(JSON.stringify(request)));
      if (request.placeId !== undefined) {
        const place = gazetteer.find((known) => known.place_id === request.placeId);
        const results = place
          ? [{ place_id: place.place_id, geometry: { location: new LatLng(place.lat, place.lng) } }]
          : [];
        return answer({ results }, callback, results.length > 0 ? 'OK' : 'ZERO_RESULTS');
      }
      const location = latLngOf(request.location);
      return answer({ results: [{ address_components: namedPlace, geometry: { location } }] }, callback);
    }
  }

  class AutocompleteService {
    getPlacePredictions(request, callback) {
      record.predictionRequests.push(JSON.parse(JSON.stringify(request)));
      const typed = String(request.input).toLowerCase();
      const predictions = gazetteer
        .filter((place) => place.description.toLowerCase().includes(typed))
        .map(({ place_id, description }) => ({ place_id, description }));
      return answer({ predictions }, callback);
    }
  }

  const google = (window.google = window.google ?? {});
  const maps = (google.maps = google.maps ?? {});
  const places = { AutocompleteService };
  Object.assign(maps, { Map: StandInMap, Marker, LatLng, event, Geocoder, places });
  const libraries = {
    core: { LatLng, event },
    maps: { Map: StandInMap },
    marker: { Marker },
    places,
    geocoding: { Geocoder },
  };
  maps.importLibrary = (name) => Promise.resolve(libraries[name] ?? {});
  // The loader names the function that tells it the script is in (google.maps.__ib__ for the bootstrap loader).
  const callback = (params.get('callback') ?? '').split('.').reduce((owner, key) => owner?.[key], window);
  if (typeof callback === 'function') callback();
})();
