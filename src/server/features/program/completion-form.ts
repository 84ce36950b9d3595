import type { FastifyInstance } from 'fastify';
import { AppError } from '@shared/errors.js';
import { PROGRESS_FORM } from '@shared/page-data.js';
import { acceptFormPosts, fieldsOf } from '@server/plugins/html-forms.js';
import type { Guards } from '@server/plugins/session.js';
import { completeByStudent } from '@server/progress/progress.service.js';
import type { Db } from '@server/db/client.js';

/** A path on this site (not `//host`, not a scheme): the only place a form may send the browser back to. */
const ownPath = (value: string | undefined) =>
  value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : undefined;

/**
 * "This step is done" as a plain form (decision 039), for a page whose script has not run: the same rule
 * as POST /api/completion (the student's own click or view steps of a stage they have reached), then a
 * redirect to `next` (the checklist, after a step screen's button) or to the step itself (a step opened
 * from the checklist). Under /api, so the cross-site check of every unsafe call applies.
 */
export async function registerCompletionForm(
  app: FastifyInstance,
  deps: { db: Db; guards: Guards },
): Promise<void> {
  await app.register(async (forms) => {
    acceptFormPosts(forms);
    forms.post(PROGRESS_FORM.replace(/^\/api/, ''), { schema: { hide: true } }, async (request, reply) => {
      const form = fieldsOf(request.body);
      const url = form.url ?? '';
      try {
        const viewer = await deps.guards.activeStudent(request);
        await completeByStudent(deps.db, { userId: viewer.userId, status: viewer.status! }, url);
      } catch (err) {
        if (err instanceof AppError && err.status === 401) return reply.redirect('/login', 303);
        throw err;
      }
      // The url is a step the content declares (completeByStudent refused any other).
      return reply.redirect(ownPath(form.next) ?? url, 303);
    });
  });
}
