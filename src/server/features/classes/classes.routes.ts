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

  route(e.listClassSessions, async (request) =>
    service.listClasses(deps, await deps.guards.activeStudent(request), request.query),
  );

  route(e.bookClass, async (request) =>
    service.bookClass(deps, await deps.guards.activeStudent(request), request.body),
  );

  route(e.cancelClass, async (request) => {
    await service.cancelClass(deps, await deps.guards.activeStudent(request), request.params.id);
    return { ok: true as const };
  });

  route(e.listFutureAttendance, async (request) =>
    service.futureAttendance(deps, await deps.guards.user(request), request.params.uuid),
  );

  route(e.listAttendanceByEmail, async (request) =>
    service.attendanceByEmail(deps, await deps.guards.user(request), request.params.email),
  );

  route(e.listEventTypes, async (request) => {
    await deps.guards.user(request);
    return deps.scheduling.listEventTypes();
  });

  route(e.listOwnEvents, async (request) =>
    (await service.ownEvents(deps, await deps.guards.activeStudent(request))).map(eventOut),
  );

  route(e.getCalendarEvent, async (request) =>
    eventOut(await service.ownEvent(deps, await deps.guards.user(request), request.body.uri)),
  );

  route(
    e.bookInvitee,
    async (request) => {
      const booked = await service.bookInvitee(deps, await deps.guards.activeStudent(request), request.body);
      return { event: eventOut(booked.event), invitee: inviteeOut(booked.invitee) };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(e.getInvitee, async (request) =>
    inviteeOut(await service.ownInvitee(deps, await deps.guards.user(request), request.params.id)),
  );
};
