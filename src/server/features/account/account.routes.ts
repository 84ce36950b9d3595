import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/account.endpoints.js';
import { accountSchemas } from '@shared/contracts/account.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import {
  recordPhotoUpload,
  requestCurrentCode,
  requestEmailCode,
  requestPhoneCode,
  type AccountDeps,
} from './account.service.js';

export interface AccountRouteDeps extends AccountDeps {
  guards: Guards;
}

/**
 * Codes for a change of e-mail or phone (first to the address on file, then to the new one) and the profile
 * photo metrics. The change itself is PATCH /api/user.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, { guards, ...deps }) => {
  const route = routesOf(app, accountSchemas);

  route(e.sendCurrentEmailCode, guards.activeStudent, (request, viewer) =>
    requestCurrentCode(deps, viewer.userId, { kind: 'email', ...request.body }),
  );

  route(e.sendCurrentPhoneCode, guards.activeStudent, (request, viewer) =>
    requestCurrentCode(deps, viewer.userId, { kind: 'phone', ...request.body }),
  );

  route(e.sendNewEmailCode, guards.activeStudent, (request, viewer) =>
    requestEmailCode(deps, viewer.userId, request.body, request.ip),
  );

  route(e.sendNewPhoneCode, guards.activeStudent, (request, viewer) =>
    requestPhoneCode(deps, viewer.userId, request.body, request.ip),
  );

  route(e.recordProfilePhoto, guards.activeStudent, (request, viewer) =>
    recordPhotoUpload(deps, viewer.userId, request.body),
  );
};
