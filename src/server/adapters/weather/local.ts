import { nearestStation, typicalTemperatureF } from '@shared/domain/weather.js';
import type { WeatherPort } from '@server/ports/weather.js';

/** Typical weather from climate normals: works offline and for any date, and says it is not a forecast. */
export function localWeather(): WeatherPort {
  return {
    async at({ latitude, longitude, at }) {
      const station = nearestStation({ latitude, longitude });
      return {
        kind: 'typical',
        temperatureF: typicalTemperatureF({ latitude, longitude }, at),
        conditions: null,
        precipitationChance: null,
        source: `1991–2020 climate normals, ${station.name}`,
      };
    },
  };
}
