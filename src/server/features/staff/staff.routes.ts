import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/staff.endpoints.js';
import { staffSchemas } from '@shared/contracts/staff.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as actions from './staff-actions.service.js';
import { countQueues } from './staff-counts.repo.js';
import * as service from './staff.service.js';

/** The coach's console: caseload, one student, notes, tickets and the audit log. Staff only. */
export const staffRoutes: FastifyPluginAsyncZod<actions.StaffActionDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, staffSchemas);

  route(e.listCaseload, async (request) => {
    const viewer = await deps.guards.staff(request);
    const { sort, ...filter } = request.query;
    return service.caseload(deps, viewer, filter, sort);
  });

  route(e.getStaffCounts, async (request) => {
    await deps.guards.staff(request);
    return countQueues(deps.db, deps.areas);
  });

  route(e.getStudentRecord, async (request) => {
    await deps.guards.staff(request);
    return service.studentDetail(deps, request.params.id);
  });

  route(e.assignCoach, async (request) =>
    service.assignCoach(deps, await deps.guards.staff(request), request.params.id, request.body.coachId),
  );

  route(e.listAuditLog, async (request) => {
    await deps.guards.staff(request);
    return service.auditLog(deps, request.query);
  });

  route(e.exportAuditLog, async (request, reply) => {
    await deps.guards.staff(request);
    const csv = await service.auditCsv(deps, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });

  route(e.listOpenTickets, async (request) => {
    await deps.guards.staff(request);
    return service.openTickets(deps);
  });

  route(e.solveTicket, async (request) =>
    service.solveTicket(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.replyToTicket, async (request) =>
    actions.replyToTicket(
      deps,
      await deps.guards.staff(request),
      request.params.id,
      request.body.body,
      request.idempotencyKey ?? null,
    ),
  );

  route(e.returnToSchool, async (request) =>
    actions.returnToSchool(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.liftSignInLock, async (request) =>
    actions.liftSignInLock(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.setBirthDate, async (request) =>
    actions.setBirthDate(deps, await deps.guards.staff(request), request.params.id, request.body.dateOfBirth),
  );

  route(e.markAgreementSigned, async (request) =>
    actions.markAgreementSigned(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.listNotes, async (request) => {
    await deps.guards.staff(request);
    const { student, type } = request.query;
    return service.listNotes(deps, {
      ...(student ? { studentId: student } : {}),
      ...(type ? { type } : {}),
    });
  });

  route(e.createNote, async (request) =>
    service.createNote(deps, await deps.guards.staff(request), request.body, request.idempotencyKey ?? null),
  );

  route(e.editNote, async (request) =>
    service.editNote(deps, await deps.guards.staff(request), request.body),
  );
};
