import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/dev.endpoints.js';
import { devSchemas, type OutboxEntry } from '@shared/contracts/dev.js';
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

function mailboxPage(entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (m) => `<li><p><strong>${m.channel === 'email' ? 'E-mail' : 'Text'}</strong> to ${escape(m.to)}
 · <time datetime="${m.createdAt}">${escape(new Date(m.createdAt).toLocaleString('en-US', { timeZone: 'America/Chicago' }))} CT</time></p>
${m.subject ? `<p><strong>${escape(m.subject)}</strong></p>` : ''}<pre>${escape(m.text)}</pre></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('devMailbox.title')}</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><main><h1>${t('devMailbox.title')}</h1>${entries.length ? `<ol>${items}</ol>` : `<p>${t('devMailbox.empty')}</p>`}</main></body></html>`;
}

const mailboxCss = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;background:#fff;color:#1a1a1a}
main{max-width:48rem;margin:auto}ol{list-style:none;padding:0}li{border:1px solid #767676;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
pre{white-space:pre-wrap;font:inherit;margin:0}p{margin:.25rem 0}`;

/**
 * Demo mode only: what the local e-mail and SMS adapters sent, and the demo's controls. Registered only when
 * demo mode is on: the API part under /api/dev, the mailbox pages at /dev/mailbox.
 */
export const devRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: StoragePort;
  /** Puts back what the demo needs beyond rows, such as sample photos. */
  afterReset: () => Promise<void>;
}> = async (app, { db, storage, afterReset }) => {
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
    },
    { prefix: '/api' },
  );

  // Pages outside the API (not endpoints of it): the mailbox and its style sheet.
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return mailboxPage(await outbox(db));
  });
  app.get('/dev/mailbox.css', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/css').send(mailboxCss);
  });
};
