/** The parts of the `zipcodes` package (no types of its own) that the local geocoder uses. */
declare module 'zipcodes' {
  interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipInfo>;
    lookup(zip: string): ZipInfo | undefined;
    lookupByName(city: string, state: string): ZipInfo[];
  };
  export default zipcodes;
}
