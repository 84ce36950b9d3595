import { z } from 'zod';
import { safeText } from '@shared/contracts/text.js';
import type { StoragePort } from '@server/ports/storage.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponse, type OutboxEntry } from '@shared/contracts/dev.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
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

function mailboxPage(entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (e) => `<li><p><strong>${e.channel === 'email' ? 'E-mail' : 'Text'}</strong> to ${escape(e.to)}
 · <time datetime="${e.createdAt}">${escape(new Date(e.createdAt).toLocaleString('en-US', { timeZone: 'America/Chicago' }))} CT</time></p>
${e.subject ? `<p><strong>${escape(e.subject)}</strong></p>` : ''}<pre>${escape(e.text)}</pre></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('devMailbox.title')}</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><main><h1>${t('devMailbox.title')}</h1>${entries.length ? `<ol>${items}</ol>` : `<p>${t('devMailbox.empty')}</p>`}</main></body></html>`;
}

const mailboxCss = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;background:#fff;color:#1a1a1a}
main{max-width:48rem;margin:auto}ol{list-style:none;padding:0}li{border:1px solid #767676;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
pre{white-space:pre-wrap;font:inherit;margin:0}p{margin:.25rem 0}`;

/** Demo mode only: what the local e-mail and SMS adapters sent. Registered only when demo mode is on. */
export const devRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: StoragePort;
  /** Puts back what the demo needs beyond rows, such as sample photos. */
  afterReset: () => Promise<void>;
}> = async (app, { db, storage, afterReset }) => {
  app.get(
    '/api/dev/outbox',
    { schema: { tags: ['dev'], response: { 200: outboxResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return outbox(db);
    },
  );
  app.get('/api/dev/helpdesk', { schema: { tags: ['dev'] } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await listHelpdesk(db);
    return rows.map((r) => ({
      ticketId: r.ticketId,
      ...(r.payload as object),
      createdAt: r.createdAt.toISOString(),
    }));
  });
  app.patch(
    '/api/dev/user',
    {
      schema: {
        tags: ['dev'],
        body: z
          .object({
            email: safeText().email(),
            wfbFundingStatus: safeText().max(40).nullable().optional(),
            stipendSp: z.boolean().optional(),
            uberAccessEnabled: z.boolean().optional(),
          })
          .strict(),
      },
    },
    async (request, reply) => {
      const { email, ...facts } = request.body;
      if (!(await setDemoFacts(db, email.toLowerCase(), facts)))
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such demo person.' });
      return { ok: true };
    },
  );
  app.post('/api/dev/reset', { schema: { tags: ['dev'] } }, async () => {
    const objects = await listUploadObjects(db);
    await resetDemoData(db);
    await Promise.all(objects.map((key) => storage.remove(key)));
    await afterReset();
    return { ok: true };
  });
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return mailboxPage(await outbox(db));
  });
  app.get('/dev/mailbox.css', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/css').send(mailboxCss);
  });
};
