/** The spec's default map zoom; the default centre is the domain's (src/domain/geo/default-map-centre.ts). */
export const defaultMapZoom = 15;
