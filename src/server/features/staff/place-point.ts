import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import '@shared/messages/staff-facts.js';

interface PlaceInput {
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** A place's ride destination: the coordinates the admin typed, else found from the address (decision 041). */
export async function pointOf(
  geocoding: GeocodingPort,
  body: PlaceInput,
): Promise<{ latitude: number; longitude: number }> {
  if (body.latitude != null && body.longitude != null)
    return { latitude: body.latitude, longitude: body.longitude };
  const found = await geocoding.geocode(`${body.address}, ${body.city}, ${body.state} ${body.zip}`);
  if (!found) throw new AppError('VALIDATION', t('staffFacts.schools.notFoundOnMap'), 'latitude');
  return { latitude: found.latitude, longitude: found.longitude };
}
