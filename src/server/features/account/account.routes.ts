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

  route(e.sendCurrentEmailCode, async (request) => {
    const viewer = await guards.activeStudent(request);
    return requestCurrentCode(deps, viewer.userId, { kind: 'email', ...request.body });
  });

  route(e.sendCurrentPhoneCode, async (request) => {
    const viewer = await guards.activeStudent(request);
    return requestCurrentCode(deps, viewer.userId, { kind: 'phone', ...request.body });
  });

  route(e.sendNewEmailCode, async (request) => {
    const viewer = await guards.activeStudent(request);
    return requestEmailCode(deps, viewer.userId, request.body, request.ip);
  });

  route(e.sendNewPhoneCode, async (request) => {
    const viewer = await guards.activeStudent(request);
    return requestPhoneCode(deps, viewer.userId, request.body, request.ip);
  });

  route(e.recordProfilePhoto, async (request) => {
    const viewer = await guards.activeStudent(request);
    return recordPhotoUpload(deps, viewer.userId, request.body);
  });
};
