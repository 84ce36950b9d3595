import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/classes.endpoints.js';
import { classesSchemas } from '@shared/contracts/classes.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import type { Invitee, ScheduledEvent } from '@server/ports/scheduling.js';
import * as service from './classes.service.js';

const eventOut = (event: ScheduledEvent) => ({
  uri: event.uri,
  status: event.status,
  name: event.name,
  startTime: event.startTime.toISOString(),
  endTime: event.endTime.toISOString(),
  location: event.location,
});
const inviteeOut = (i: Invitee) => ({
  uri: i.uri,
  event: i.eventUri,
  name: i.name,
  email: i.email,
  status: i.status,
  createdAt: i.createdAt.toISOString(),
  cancelUrl: i.cancelUrl,
  rescheduleUrl: i.rescheduleUrl,
});

/**
 * Classes and calls through the booking service: open times, bookings (attendance), moving and
 * cancelling them, and the booking service's own look-ups (spec 001 §7 "Classes and calendar").
 */
export const classesRoutes: FastifyPluginAsyncZod<service.ClassesDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, classesSchemas);

  route(e.listClassSessions, deps.guards.activeStudent, (request, viewer) =>
    service.listClasses(deps, viewer, request.query),
  );

  route(e.bookClass, deps.guards.activeStudent, (request, viewer) =>
    service.bookClass(deps, viewer, request.body),
  );

  route(e.cancelClass, deps.guards.activeStudent, async (request, viewer) => {
    await service.cancelClass(deps, viewer, request.params.id);
    return { ok: true as const };
  });

  route(e.listFutureAttendance, deps.guards.user, (request, viewer) =>
    service.futureAttendance(deps, viewer, request.params.uuid),
  );

  route(e.listAttendanceByEmail, deps.guards.user, (request, viewer) =>
    service.attendanceByEmail(deps, viewer, request.params.email),
  );

  route(e.listEventTypes, deps.guards.user, () => deps.scheduling.listEventTypes());

  route(e.listOwnEvents, deps.guards.activeStudent, async (_request, viewer) =>
    (await service.ownEvents(deps, viewer)).map(eventOut),
  );

  route(e.getCalendarEvent, deps.guards.user, async (request, viewer) =>
    eventOut(await service.ownEvent(deps, viewer, request.body.uri)),
  );

  route(
    e.bookInvitee,
    deps.guards.activeStudent,
    async (request, viewer) => {
      const booked = await service.bookInvitee(deps, viewer, request.body);
      return { event: eventOut(booked.event), invitee: inviteeOut(booked.invitee) };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(e.getInvitee, deps.guards.user, async (request, viewer) =>
    inviteeOut(await service.ownInvitee(deps, viewer, request.params.id)),
  );
};
