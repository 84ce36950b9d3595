import { endpoint } from './endpoint.js';
import type * as s from './weather.js';

/** The weather at a place and time within the next two weeks (a forecast, or what is typical there). */
export const getWeather = endpoint<{ query: typeof s.weatherQuery; response: typeof s.weatherResponse }>()({
  name: 'getWeather',
  method: 'GET',
  path: '/weather',
  idempotency: 'none',
  errors: [400, 401, 403],
  tag: 'weather',
});
