import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWeather } from '@shared/contracts/weather.endpoints.js';
import { WEATHER_DAYS_AHEAD, weatherSchemas } from '@shared/contracts/weather.js';
import { dressAdviceKey } from '@shared/domain/weather.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import type { WeatherPort } from '@server/ports/weather.js';

const HOUR = 3_600_000;

/** GET /api/weather: students check the weather for a ride or a road test; the port answers. */
export const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherPort; guards: Guards }> = async (
  app,
  { weather, guards },
) => {
  const route = routesOf(app, weatherSchemas);

  route(
    getWeather,
    guards.activeStudent,
    async (request) => {
      const { latitude, longitude } = request.query;
      const at = new Date(request.query.at);
      const now = Date.now();
      if (at.getTime() < now - HOUR || at.getTime() > now + WEATHER_DAYS_AHEAD * 24 * HOUR)
        throw new AppError('VALIDATION', t('weather.badTime'), 'at');
      const report = await weather.at({ latitude, longitude, at });
      return {
        at: at.toISOString(),
        ...report,
        advice: t(`weather.advice.${dressAdviceKey(report.temperatureF)}`),
      };
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );
};
