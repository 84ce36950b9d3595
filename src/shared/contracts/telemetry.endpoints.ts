import { area } from './endpoint.js';
import type { telemetrySchemas } from './telemetry.js';

const telemetry = area<typeof telemetrySchemas>('telemetry', [400, 401]);

/** One navigation, which is also the person's last activity. */
export const recordPageView = telemetry.post('recordPageView', '/pageviews');
