import { area } from './endpoint.js';
import type { weatherSchemas } from './weather.js';

const weather = area<typeof weatherSchemas>('weather', [400, 401, 403]);

/** The weather at a place and time within the next two weeks (a forecast, or what is typical there). */
export const getWeather = weather.get('getWeather', '/weather');
