import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/dev.endpoints.js';
import { devSchemas, type OutboxEntry } from '@shared/contracts/dev.js';
import { simulateTextReply } from '@shared/contracts/staff-texts.endpoints.js';
import { simulatedReply, staffTextsSchemas } from '@shared/contracts/staff-texts.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import { routesOf, type Api } from '@server/plugins/route.js';
import type { StoragePort } from '@server/ports/storage.js';
import { listHelpdesk, listOutbox, listUploadObjects, resetDemoData, setDemoFacts } from './dev.repo.js';

async function outbox(db: Db): Promise<OutboxEntry[]> {
  const rows = await listOutbox(db);
  return rows.map((r) => ({
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  }));
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Under a text: a form that answers it as the student would, through the same path as a real reply. */
function replyForm(to: string, index: number): string {
  const id = `reply-${index}`;
  return `<form method="post" action="/dev/mailbox/reply" class="reply"><input type="hidden" name="from" value="${escape(to)}">
<label for="${id}">${escape(t('staffStudent.simulate.label', { to }))}</label><textarea id="${id}" name="body" rows="2" required maxlength="2000"></textarea>
<button type="submit">${escape(t('staffStudent.simulate.send'))}</button></form>`;
}

function mailboxPage(entries: OutboxEntry[], notice: string | null): string {
  const items = entries
    .map(
      (m, i) => `<li><p><strong>${m.channel === 'email' ? 'E-mail' : 'Text'}</strong> to ${escape(m.to)}
 · <time datetime="${m.createdAt}">${escape(new Date(m.createdAt).toLocaleString('en-US', { timeZone: 'America/Chicago' }))} CT</time></p>
${m.subject ? `<p><strong>${escape(m.subject)}</strong></p>` : ''}<pre>${escape(m.text)}</pre>${m.channel === 'sms' ? replyForm(m.to, i) : ''}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('devMailbox.title')}</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><main><h1>${t('devMailbox.title')}</h1>${notice ? `<p role="status">${escape(notice)}</p>` : ''}${entries.length ? `<ol>${items}</ol>` : `<p>${t('devMailbox.empty')}</p>`}</main></body></html>`;
}

const mailboxCss = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;background:#fff;color:#1a1a1a}
main{max-width:48rem;margin:auto}ol{list-style:none;padding:0}li{border:1px solid #767676;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
pre{white-space:pre-wrap;font:inherit;margin:0}p{margin:.25rem 0}
.reply{display:grid;gap:.25rem;margin-top:.5rem}textarea{font:inherit;padding:.5rem;border:1px solid #767676;border-radius:4px}
button{justify-self:start;min-height:44px;padding:0 1rem;font:inherit;border:1px solid #1a1a1a;border-radius:4px;background:#1a1a1a;color:#fff}`;

/**
 * Demo mode only: what the local e-mail and SMS adapters sent, and the demo's controls. Registered only when
 * demo mode is on: the API part under /api/dev, the mailbox pages at /dev/mailbox.
 */
export const devRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: StoragePort;
  /** Puts back what the demo needs beyond rows, such as sample photos. */
  afterReset: () => Promise<void>;
  /** Records a text as if a student had sent it (the same path as the SMS provider's webhook). */
  receiveText: (input: { from: string; body: string }) => Promise<{ id: string; studentId: string }>;
}> = async (app, { db, storage, afterReset, receiveText }) => {
  await app.register(
    async (api: Api) => {
      const route = routesOf(api, devSchemas);

      route(e.listDevOutbox, async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        return outbox(db);
      });

      route(e.listDevHelpdesk, async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await listHelpdesk(db);
        return rows.map((r) => ({
          ticketId: r.ticketId,
          ...(r.payload as object),
          createdAt: r.createdAt.toISOString(),
        }));
      });

      route(e.setDemoFacts, async (request, reply) => {
        const { email, ...facts } = request.body;
        // An update with nothing to set is malformed SQL, and was a 500: say what is missing instead.
        if (Object.values(facts).every((v) => v === undefined))
          return reply.status(400).send({
            code: 'VALIDATION',
            message: 'Name at least one fact to set: wfbFundingStatus, stipendSp or uberAccessEnabled.',
          });
        if (!(await setDemoFacts(db, email.toLowerCase(), facts)))
          return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such demo person.' });
        return { ok: true };
      });

      route(e.resetDemoData, async () => {
        const objects = await listUploadObjects(db);
        await resetDemoData(db);
        await Promise.all(objects.map((key) => storage.remove(key)));
        await afterReset();
        return { ok: true };
      });

      routesOf(api, staffTextsSchemas)(simulateTextReply, async (request) => receiveText(request.body));
    },
    { prefix: '/api' },
  );

  // Pages outside the API (not endpoints of it): the mailbox and its style sheet.
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const replied = (request.query as { replied?: string }).replied === '1';
    return mailboxPage(await outbox(db), replied ? t('staffStudent.simulate.done') : null);
  });

  // The mailbox's reply form posts here (form fields, no script); the page shows the reply was recorded.
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    forms.post('/dev/mailbox/reply', { schema: { hide: true } }, async (request, reply) => {
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new AppError('FORBIDDEN', t('security.crossSite'));
      const parsed = simulatedReply.safeParse(request.body);
      if (!parsed.success) throw new AppError('VALIDATION', t('staffStudent.texts.required'), 'body');
      await receiveText(parsed.data);
      return reply.redirect('/dev/mailbox?replied=1', 303);
    });
  });
  app.get('/dev/mailbox.css', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/css').send(mailboxCss);
  });
};
