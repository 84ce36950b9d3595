export interface GeocodeResult {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  zip: string;
}

/** Turns an address into a point and a point back into a place (spec: the maps service). */
export interface GeocodingPort {
  geocode(address: string): Promise<GeocodeResult | null>;
  reverse(point: { latitude: number; longitude: number }): Promise<GeocodeResult | null>;
}
