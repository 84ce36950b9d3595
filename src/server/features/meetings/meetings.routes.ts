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

  route(e.getMeeting, deps.guards.user, (request, viewer) =>
    service.meetingOf(deps, viewer, request.params.id),
  );

  route(e.getMeetingRoom, deps.guards.staff, (_request, viewer) => service.meetingRoom(deps, viewer));

  route(e.setMeetingRoom, deps.guards.staff, (request, viewer) =>
    service.setMeetingRoom(deps, viewer, request.body.url),
  );

  route(e.listStudentBookings, deps.guards.staff, (request) =>
    service.studentBookings(deps, request.params.id),
  );

  route(e.setBookingMeetingLink, deps.guards.staff, (request, viewer) =>
    service.setBookingLink(deps, viewer, request.params.id, request.body.url),
  );
};
