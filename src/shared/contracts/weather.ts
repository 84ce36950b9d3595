import { z } from 'zod';
import { safeText } from './text.js';
import { t } from '../i18n.js';
import '../messages/weather.js';

/** How far ahead the weather call looks: a ride or road test is booked at most two weeks out. */
export const WEATHER_DAYS_AHEAD = 14;

const outOfArea = { error: t('weather.outOfArea') };
/** GET /api/weather (spec 001 §7): the weather at a ride's or road test's place and time. */
export const weatherQuery = z.object({
  // The United States and its territories, roughly: the program's service areas are all inside.
  latitude: z.coerce.number(outOfArea).min(17, outOfArea).max(72, outOfArea),
  longitude: z.coerce.number(outOfArea).min(-180, outOfArea).max(-64, outOfArea),
  at: z.iso.datetime({ offset: true, error: t('weather.badTime') }),
});

export const weatherResponse = z.object({
  at: safeText(),
  /** `forecast`: the weather service's; `typical`: what is usual there at that time of year and day. */
  kind: z.enum(['forecast', 'typical']),
  temperatureF: z.number().int(),
  conditions: safeText().nullable(),
  precipitationChance: z.number().int().min(0).max(100).nullable(),
  /** A plain sentence on what to wear. */
  advice: safeText(),
  source: safeText(),
});
export type Weather = z.infer<typeof weatherResponse>;

export const weatherSchemas = {
  getWeather: { query: weatherQuery, response: weatherResponse },
};
