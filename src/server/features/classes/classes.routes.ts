import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@shared/contracts/auth.js';
import {
  attendanceBody,
  attendanceList,
  attendanceParams,
  attendanceResponse,
  bookInviteeBody,
  bookInviteeResponse,
  byEmailParams,
  calendarEvent,
  classesQuery,
  classesResponse,
  eventByUriBody,
  eventTypesResponse,
  futureParams,
  inviteeParams,
  inviteeSchema,
} from '@shared/contracts/classes.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import type { Invitee, ScheduledEvent } from '@server/ports/scheduling.js';
import * as service from './classes.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const eventOut = (e: ScheduledEvent) => ({
  uri: e.uri,
  status: e.status,
  name: e.name,
  startTime: e.startTime.toISOString(),
  endTime: e.endTime.toISOString(),
  location: e.location,
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
  app.get(
    '/classes',
    {
      schema: { tags: ['classes'], querystring: classesQuery, response: { 200: classesResponse, ...errors } },
    },
    async (request) => service.listClasses(deps, await deps.guards.activeStudent(request), request.query),
  );

  app.post(
    '/classes/attendance',
    { schema: { tags: ['classes'], body: attendanceBody, response: { 200: attendanceResponse, ...errors } } },
    async (request) => service.bookClass(deps, await deps.guards.activeStudent(request), request.body),
  );

  app.delete(
    '/classes/attendance/:id',
    { schema: { tags: ['classes'], params: attendanceParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      await service.cancelClass(deps, await deps.guards.activeStudent(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/classes/attendance/future/:uuid',
    { schema: { tags: ['classes'], params: futureParams, response: { 200: attendanceList, ...errors } } },
    async (request) => service.futureAttendance(deps, await deps.guards.user(request), request.params.uuid),
  );

  app.get(
    '/classes/attendance/byEmail/:email',
    { schema: { tags: ['classes'], params: byEmailParams, response: { 200: attendanceList, ...errors } } },
    async (request) => service.attendanceByEmail(deps, await deps.guards.user(request), request.params.email),
  );

  app.get(
    '/calendly/eventTypes',
    { schema: { tags: ['classes'], response: { 200: eventTypesResponse, ...errors } } },
    async (request) => {
      await deps.guards.user(request);
      return deps.scheduling.listEventTypes();
    },
  );

  app.get(
    '/calendly/events',
    { schema: { tags: ['classes'], response: { 200: calendarEvent.array(), ...errors } } },
    async (request) =>
      (await service.ownEvents(deps, await deps.guards.activeStudent(request))).map(eventOut),
  );

  app.post(
    '/calendly/event',
    { schema: { tags: ['classes'], body: eventByUriBody, response: { 200: calendarEvent, ...errors } } },
    async (request) =>
      eventOut(await service.ownEvent(deps, await deps.guards.user(request), request.body.uri)),
  );

  app.post(
    '/calendly/invitee',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['classes'], body: bookInviteeBody, response: { 200: bookInviteeResponse, ...errors } },
    },
    async (request) => {
      const booked = await service.bookInvitee(deps, await deps.guards.activeStudent(request), request.body);
      return { event: eventOut(booked.event), invitee: inviteeOut(booked.invitee) };
    },
  );

  app.get(
    '/calendly/invitees/:id',
    { schema: { tags: ['classes'], params: inviteeParams, response: { 200: inviteeSchema, ...errors } } },
    async (request) =>
      inviteeOut(await service.ownInvitee(deps, await deps.guards.user(request), request.params.id)),
  );
};
