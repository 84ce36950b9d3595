import type { FastifyInstance } from 'fastify';
import { AppError } from '@shared/errors.js';
import { PROGRESS_FORM, PROGRESS_PING } from '@shared/page-data.js';
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
 * from the checklist). Under /api, so the cross-site check of every unsafe call applies; so it does to
 * the link ping beside it.
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
    // A checklist link followed before the script ran pings here (`<a ping>`, a POST whose body is
    // "PING"): the step is marked and the answer carries nothing. A refused step is refused as by the API.
    forms.addContentTypeParser('text/ping', { parseAs: 'string', bodyLimit: 64 }, (_request, _body, done) =>
      done(null, null),
    );
    forms.post(PROGRESS_PING.replace(/^\/api/, ''), { schema: { hide: true } }, async (request, reply) => {
      const { url } = fieldsOf(request.query);
      const viewer = await deps.guards.activeStudent(request);
      await completeByStudent(deps.db, { userId: viewer.userId, status: viewer.status! }, url ?? '');
      return reply.status(204).send();
    });
  });
}
