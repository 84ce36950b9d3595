import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '@shared/contracts/text.js';
import {
  assignCoachBody,
  auditEntry,
  auditQuery,
  caseloadQuery,
  caseloadResponse,
  createNoteBody,
  editNoteBody,
  note,
  notesQuery,
  replyBody,
  signInState,
  staffTicket,
  ticketReply,
  studentDetail,
  studentParams,
  ticketParams,
} from '@shared/contracts/staff.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import * as actions from './staff-actions.service.js';
import * as service from './staff.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idempotencyKey = z.object({ 'idempotency-key': z.uuid().optional() });

/** The coach's console: caseload, one student, notes, tickets and the audit log. Staff only. */
export const staffRoutes: FastifyPluginAsyncZod<
  actions.StaffActionDeps & { guards: Guards; records: service.StudentRecords }
> = async (app, deps) => {
  app.get(
    '/admin/students',
    {
      schema: { tags: ['staff'], querystring: caseloadQuery, response: { 200: caseloadResponse, ...errors } },
    },
    async (request) => {
      await deps.guards.staff(request);
      const { sort, ...filter } = request.query;
      return service.caseload(deps, filter, sort);
    },
  );

  app.get(
    '/admin/students/:id',
    { schema: { tags: ['staff'], params: studentParams, response: { 200: studentDetail, ...errors } } },
    async (request) => {
      await deps.guards.staff(request);
      return service.studentDetail(deps, request.params.id);
    },
  );

  app.put(
    '/admin/students/:id/coach',
    {
      schema: {
        tags: ['staff'],
        params: studentParams,
        body: assignCoachBody,
        response: { 200: z.object({ coachId: safeText().nullable() }), ...errors },
      },
    },
    async (request) =>
      service.assignCoach(deps, await deps.guards.staff(request), request.params.id, request.body.coachId),
  );

  app.get(
    '/admin/audit',
    {
      schema: { tags: ['staff'], querystring: auditQuery, response: { 200: z.array(auditEntry), ...errors } },
    },
    async (request) => {
      await deps.guards.staff(request);
      return service.auditLog(deps, request.query.student);
    },
  );

  app.get(
    '/admin/tickets',
    { schema: { tags: ['staff'], response: { 200: z.array(staffTicket), ...errors } } },
    async (request) => {
      await deps.guards.staff(request);
      return service.openTickets(deps);
    },
  );

  app.post(
    '/admin/tickets/:id/solve',
    {
      schema: {
        tags: ['staff'],
        params: ticketParams,
        response: { 200: z.object({ id: safeText(), status: z.literal('closed') }), ...errors },
      },
    },
    async (request) => service.solveTicket(deps, await deps.guards.staff(request), request.params.id),
  );

  app.post(
    '/admin/tickets/:id/replies',
    {
      schema: {
        tags: ['staff'],
        params: ticketParams,
        body: replyBody,
        headers: idempotencyKey,
        response: { 200: ticketReply, ...errors },
      },
    },
    async (request) =>
      actions.replyToTicket(
        deps,
        await deps.guards.staff(request),
        request.params.id,
        request.body.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );

  app.post(
    '/admin/students/:id/return-to-school',
    {
      schema: {
        tags: ['staff'],
        params: studentParams,
        response: { 200: z.object({ status: z.literal('4_School') }), ...errors },
      },
    },
    async (request) => actions.returnToSchool(deps, await deps.guards.staff(request), request.params.id),
  );

  app.post(
    '/admin/students/:id/sign-in-unlock',
    { schema: { tags: ['staff'], params: studentParams, response: { 200: signInState, ...errors } } },
    async (request) => actions.liftSignInLock(deps, await deps.guards.staff(request), request.params.id),
  );

  app.post(
    '/admin/students/:id/agreement-signed',
    {
      schema: {
        tags: ['staff'],
        params: studentParams,
        response: { 200: z.object({ fwAgreementStatus: z.literal('complete') }), ...errors },
      },
    },
    async (request) => actions.markAgreementSigned(deps, await deps.guards.staff(request), request.params.id),
  );

  app.get(
    '/notes',
    { schema: { tags: ['staff'], querystring: notesQuery, response: { 200: z.array(note), ...errors } } },
    async (request) => {
      await deps.guards.staff(request);
      const { student, type } = request.query;
      return service.listNotes(deps, {
        ...(student ? { studentId: student } : {}),
        ...(type ? { type } : {}),
      });
    },
  );

  app.post(
    '/notes',
    {
      schema: {
        tags: ['staff'],
        body: createNoteBody,
        headers: idempotencyKey,
        response: { 200: note, ...errors },
      },
    },
    async (request) =>
      service.createNote(
        deps,
        await deps.guards.staff(request),
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );

  app.patch(
    '/notes',
    { schema: { tags: ['staff'], body: editNoteBody, response: { 200: note, ...errors } } },
    async (request) => service.editNote(deps, await deps.guards.staff(request), request.body),
  );
};
