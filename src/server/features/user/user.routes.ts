import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactChangeOf, type ContactChange, type ContactChangeResult } from '@shared/contracts/account.js';
import {
  changeLocale,
  findUser,
  getSession,
  getUser,
  getUserByEmail,
  listUsers,
  queryUsers,
  updateUser,
} from '@shared/contracts/user.endpoints.js';
import { userSchemas } from '@shared/contracts/user.js';
import type { Status } from '@shared/domain/program.js';
import type { Db } from '@server/db/client.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import { lookUpUser, searchUsers } from './user-directory.service.js';
import { getSessionUser, setUserLocale } from './user.service.js';

export interface UserRouteDeps {
  db: Db;
  guards: Guards;
  /** Composed in app.ts from the program area: forward moves and withdrawal. */
  changeStatus(userId: string, to: Status, from?: Status): Promise<{ status: Status; loggedOut: boolean }>;
  /** Composed in app.ts from the account area: a new e-mail or phone with the code sent to it. */
  changeContact(
    userId: string,
    sessionId: string,
    change: ContactChange,
    ip: string,
  ): Promise<ContactChangeResult>;
}

export const userRoutes: FastifyPluginAsyncZod<UserRouteDeps> = async (
  app,
  { db, guards, changeStatus, changeContact },
) => {
  const route = routesOf(app, userSchemas);

  route(getSession, async (request, reply) => {
    const session = guards.sessionId(request);
    reply.header('cache-control', 'no-store');
    return getSessionUser(db, session);
  });

  route(changeLocale, guards.user, (request, viewer) =>
    setUserLocale(db, viewer.userId, request.body.locale),
  );

  route(updateUser, guards.activeStudent, async (request, viewer, reply) => {
    const { status, from } = request.body;
    if (!status)
      return changeContact(viewer.userId, viewer.sessionId, contactChangeOf(request.body), request.ip);
    const result = await changeStatus(viewer.userId, status, from);
    if (result.loggedOut) guards.clearCookie(reply);
    return result;
  });

  route(getUser, guards.user, (request, viewer) => lookUpUser(db, viewer, { uuid: request.params.id }));

  route(getUserByEmail, guards.user, (request, viewer) =>
    lookUpUser(db, viewer, { email: request.params.email }),
  );

  route(findUser, guards.user, (request, viewer) => lookUpUser(db, viewer, request.body));

  route(listUsers, guards.staff, (request) => searchUsers(db, request.query));

  route(queryUsers, guards.staff, (request) => searchUsers(db, request.body));
};
