import zipcodes from 'zipcodes';
import type { GeocodingPort } from '@server/ports/geocoding.js';

type ZipInfo = NonNullable<ReturnType<typeof zipcodes.lookup>>;

const toResult = (z: ZipInfo) => ({
  latitude: z.latitude,
  longitude: z.longitude,
  city: z.city,
  state: z.state,
  zip: z.zip,
});

/**
 * The offline gazetteer: US ZIP codes and their city centres. An address is placed at its ZIP code, or
 * at its "City, ST" when it has none; a point is named by the nearest ZIP code. Works with no network.
 */
export function localGeocoding(): GeocodingPort {
  return {
    async geocode(address) {
      const zip = /\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/.exec(address)?.[1];
      const byZip = zip ? zipcodes.lookup(zip) : undefined;
      if (byZip) return toResult(byZip);
      const m = /([A-Za-z .'-]+),\s*([A-Za-z]{2})\b/.exec(address);
      if (!m) return null;
      const found = zipcodes.lookupByName(m[1]!.trim(), m[2]!.toUpperCase());
      return found[0] ? toResult(found[0]) : null;
    },
    async reverse({ latitude, longitude }) {
      // The nearest ZIP centre within about 30 miles; a scan of ~40,000 entries is fast enough here.
      let best: ZipInfo | null = null;
      let bestD = Infinity;
      for (const z of Object.values(zipcodes.codes)) {
        const d =
          (z.latitude - latitude) ** 2 +
          ((z.longitude - longitude) * Math.cos((latitude * Math.PI) / 180)) ** 2;
        if (d < bestD) {
          bestD = d;
          best = z;
        }
      }
      return best && Math.sqrt(bestD) < 0.5 ? toResult(best) : null;
    },
  };
}
