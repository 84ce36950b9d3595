import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import type { PlaceValues } from './other-areas.js';
import '@shared/messages/staff-facts.js';

interface PlaceInput {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude?: number | null;
  longitude?: number | null;
  hours?: string | null | undefined;
  phone?: string | null | undefined;
}

/** A place's ride destination: the coordinates the admin typed, else found from the address (decision 041). */
async function pointOf(
  geocoding: GeocodingPort,
  body: PlaceInput,
): Promise<{ latitude: number; longitude: number }> {
  if (body.latitude != null && body.longitude != null)
    return { latitude: body.latitude, longitude: body.longitude };
  const found = await geocoding.geocode(`${body.address}, ${body.city}, ${body.state} ${body.zip}`);
  if (!found) throw new AppError('VALIDATION', t('staffFacts.schools.notFoundOnMap'), 'latitude');
  return { latitude: found.latitude, longitude: found.longitude };
}

/** A school's or a One Stop office's row to store: its words as typed (trimmed) and its ride destination. */
export async function placeValuesOf(geocoding: GeocodingPort, body: PlaceInput): Promise<PlaceValues> {
  const point = await pointOf(geocoding, body);
  return {
    name: body.name.trim(),
    address: body.address.trim(),
    city: body.city.trim(),
    state: body.state,
    zip: body.zip,
    hours: body.hours ?? null,
    phone: body.phone ?? null,
    ...point,
  };
}
