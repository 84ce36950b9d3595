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

  route(e.listCaseload, deps.guards.staff, (request, viewer) => {
    const { sort, ...filter } = request.query;
    return service.caseload(deps, viewer, filter, sort);
  });

  route(e.getStaffCounts, deps.guards.staff, () => countQueues(deps.db, deps.areas));

  route(e.getStudentRecord, deps.guards.staff, (request) => service.studentDetail(deps, request.params.id));

  route(e.assignCoach, deps.guards.staff, (request, viewer) =>
    service.assignCoach(deps, viewer, request.params.id, request.body.coachId),
  );

  route(e.listAuditLog, deps.guards.staff, (request) => service.auditLog(deps, request.query));

  route(e.exportAuditLog, deps.guards.staff, async (request, _viewer, reply) => {
    const csv = await service.auditCsv(deps, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });

  route(e.listOpenTickets, deps.guards.staff, () => service.openTickets(deps));

  route(e.solveTicket, deps.guards.staff, (request, viewer) =>
    service.solveTicket(deps, viewer, request.params.id),
  );

  route(e.replyToTicket, deps.guards.staff, (request, viewer) =>
    actions.replyToTicket(deps, viewer, request.params.id, request.body.body, request.idempotencyKey ?? null),
  );

  route(e.returnToSchool, deps.guards.staff, (request, viewer) =>
    actions.returnToSchool(deps, viewer, request.params.id),
  );

  route(e.liftSignInLock, deps.guards.staff, (request, viewer) =>
    actions.liftSignInLock(deps, viewer, request.params.id),
  );

  route(e.setBirthDate, deps.guards.staff, (request, viewer) =>
    actions.setBirthDate(deps, viewer, request.params.id, request.body.dateOfBirth),
  );

  route(e.markAgreementSigned, deps.guards.staff, (request, viewer) =>
    actions.markAgreementSigned(deps, viewer, request.params.id),
  );

  route(e.listNotes, deps.guards.staff, (request) => {
    const { student, type } = request.query;
    return service.listNotes(deps, {
      ...(student ? { studentId: student } : {}),
      ...(type ? { type } : {}),
    });
  });

  route(e.createNote, deps.guards.staff, (request, viewer) =>
    service.createNote(deps, viewer, request.body, request.idempotencyKey ?? null),
  );

  route(e.editNote, deps.guards.staff, (request, viewer) => service.editNote(deps, viewer, request.body));
};
