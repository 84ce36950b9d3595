import { area } from './endpoint.js';
import type { devSchemas } from './dev.js';

// Demo mode only: what the local e-mail, SMS and help-desk adapters sent, and the demo's own controls.
const dev = area<typeof devSchemas>('dev', []);

/** Under /api/dev. */
export const listDevOutbox = dev.get('listDevOutbox', '/dev/outbox', { access: 'demo' });

export const listDevHelpdesk = dev.get('listDevHelpdesk', '/dev/helpdesk', { access: 'demo' });

/** Sets a demo person's funding and ride facts; 400 when none is named, 404 for an unknown address. */
export const setDemoFacts = dev.patch('setDemoFacts', '/dev/user', { access: 'demo', errors: [400, 404] });

/** Puts the demo data back as it was seeded. */
export const resetDemoData = dev.post('resetDemoData', '/dev/reset', { access: 'demo' });
