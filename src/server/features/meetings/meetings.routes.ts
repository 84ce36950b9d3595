import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/meetings.endpoints.js';
import { meetingsSchemas } from '@shared/contracts/meetings.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './meetings.service.js';

/** Booked calls' rooms for students; coaches' rooms and booking links for staff. */
export const meetingsRoutes: FastifyPluginAsyncZod<service.MeetingsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, meetingsSchemas);

  route(e.getMeeting, async (request) =>
    service.meetingOf(deps, await deps.guards.user(request), request.params.id),
  );

  route(e.getMeetingRoom, async (request) => service.meetingRoom(deps, await deps.guards.staff(request)));

  route(e.setMeetingRoom, async (request) =>
    service.setMeetingRoom(deps, await deps.guards.staff(request), request.body.url),
  );

  route(e.listStudentBookings, async (request) => {
    await deps.guards.staff(request);
    return service.studentBookings(deps, request.params.id);
  });

  route(e.setBookingMeetingLink, async (request) =>
    service.setBookingLink(deps, await deps.guards.staff(request), request.params.id, request.body.url),
  );
};
