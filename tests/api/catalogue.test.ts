import { beforeAll, describe, expect, it } from 'vitest';
import { routeTableOf } from '@server/plugins/methods.js';
import { usePortal } from './harness.js';

/**
 * Every call of spec 001 §7 "The calls it makes", as the spec writes it (a `{name}` becomes a sample
 * value). Each must reach a route of the portal: the spec's client could call it and not get a 404.
 */
const CATALOGUE = [
  // Session and users
  'POST login',
  'POST logout',
  'GET user/session',
  'GET user/{id}',
  'GET users',
  'POST users/byQuery',
  'GET user/byEmail/{email}',
  'POST user/byQuery',
  'PATCH user',
  'PATCH usersMetrics',
  // AI analysis
  'POST open-ai/analyze-email-professionality',
  'GET open-ai/agent-config',
  'POST open-ai/format-feedback',
  'POST open-ai/analyze-outfit',
  'POST open-ai/analyze-profile-image',
  'POST gemini/enhance-profile-image',
  // Files
  'POST spaces',
  'GET spaces',
  'GET spaces/audio',
  // Help desk
  'PATCH zendesk/patchUser',
  'POST zendesk/createTicket',
  'GET zendesk/getUserByEmail/{email}',
  // Documents
  'PATCH document',
  'PATCH documents',
  'PATCH document/confirmPrivacyPolicy',
  'GET hellosign/sendSignatureRequest',
  // Messaging
  'POST sendgrid/withdrawal',
  'POST sendgrid/sendToken',
  'POST sendgrid/sendPostProgramWelcome',
  'POST twilio/sendToken',
  // Content
  'GET contentful/entry/{id}',
  'GET contentful/entries',
  'GET contentful/asset/{id}',
  'GET contentful/contentModel/{id}',
  // Locations
  'GET location/{id}',
  'GET locations',
  'POST locations/byType',
  'GET locations/byUUID',
  'POST google/geocode',
  // Trips and rides
  'GET trips/active',
  'GET trips/completed',
  'GET trips/totalSpending',
  'POST trip',
  'PATCH trip',
  'POST uber/trip/estimate',
  'POST uber/trip',
  'DELETE uber/trip/{id}',
  'POST uber/sandbox',
  'POST uber/sandbox/driverState',
  // Classes and calendar
  'GET classes/attendance/future/{uuid}',
  'GET classes/attendance/byEmail/{email}',
  'POST classes/attendance',
  'GET careerServiceCoaches/{id}',
  'POST calendly/event',
  'GET calendly/events',
  'GET calendly/eventTypes',
  'POST calendly/invitee',
  'GET calendly/invitees/{id}',
  // Progress and other
  'GET completion',
  'POST completion',
  'GET programSteps/{screen}',
  'GET quizzes',
  'POST quizzes',
  'GET tpr',
  'GET weather',
  'POST slack/sendmessage',
  'POST slack/updateDisplayName',
  'POST slack/findByEmail',
  'POST slack/linkid',
  'POST slack/addUserToSlackChannel',
  'POST slack/badges',
  'POST notes',
  'PATCH notes',
  'GET notes',
  'GET paypal',
  'POST paypal/postPaymentReview',
  'POST paypal/requestStipend',
] as const;

const portal = usePortal();
beforeAll(async () => {}, 60_000);

const SAMPLE: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'someone%40example.org',
  screen: 'welcome',
};

function reaches(call: string): boolean {
  const [method, path] = call.split(' ') as [string, string];
  const concrete = `/api/${path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? 'x')}`;
  return routeTableOf(portal.app).allowed(concrete).includes(method);
}

describe('the call catalogue of spec 001 §7', () => {
  it('has a route for every call', () => {
    expect(CATALOGUE.filter((c) => !reaches(c))).toEqual([]);
  });

  it('answers a catalogue call without a session with 401 or its public answer, never a 404', async () => {
    for (const call of CATALOGUE) {
      const [method, path] = call.split(' ') as [string, string];
      const url = `/api/${path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? 'x')}`;
      const res = await portal.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, call).not.toBe(404);
      expect(res.statusCode, call).toBeLessThan(500);
    }
  });
});
