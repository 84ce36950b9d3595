import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { effects, tickets } from '../db/schema/index.js';
import type { Ports } from '../ports/index.js';
import type { Jobs } from './queue.js';

/** The agreement to hand to the e-signature port (the `esign.send` effect). */
export type SigningLetter = {
  agreementId: string;
  signerEmail: string;
  signerName: string;
  firstName: string;
};

/** Effects whose work belongs to a feature: the composition root hands their handlers in. */
export interface EffectHandlers {
  'esign.send'(letter: SigningLetter): Promise<void>;
}

export type Effect =
  | { kind: 'chat.badge'; payload: { slackId: string; milestone: string } }
  | { kind: 'chat.addToChannel'; payload: { slackId: string; channel: string } }
  | { kind: 'chat.setDisplayName'; payload: { slackId: string; displayName: string } }
  | { kind: 'chat.sendMessage'; payload: { channel: string; text: string } }
  | { kind: 'payments.send'; payload: { email: string; amountCents: number; note: string } }
  | { kind: 'helpdesk.patchUser'; payload: { email: string; fields: { email?: string; phone?: string } } }
  | { kind: 'helpdesk.addNote'; payload: { ticketId: string; body: string; authorEmail: string } }
  | { kind: 'esign.send'; payload: SigningLetter }
  | {
      kind: 'crm.postProgramSync';
      payload: {
        uuid: string;
        email: string;
        phone: string;
        hasOptedOutOfEmail: boolean;
        hasOptedOutOfSMS: boolean;
      };
    };

/** Records an outside-service call and its job in the caller's transaction. */
export async function queueEffect(tx: Tx, jobs: Jobs, effect: Effect): Promise<void> {
  const [row] = await tx.insert(effects).values(effect).returning({ id: effects.id });
  await jobs.enqueue(tx, 'run-effect', { id: row!.id });
}

/** Job: perform one effect through its port; a done effect is skipped, so a retry never repeats it. */
export function runEffect(db: Db, ports: Ports, handlers: EffectHandlers) {
  return async ({ id }: { id: string }): Promise<void> => {
    const [effect] = await db.select().from(effects).where(eq(effects.id, id));
    if (!effect || effect.status === 'done') return;
    const p = effect.payload as Record<string, string>;
    switch (effect.kind) {
      case 'chat.badge':
        await ports.chat.badge({ id, slackId: p.slackId!, milestone: p.milestone! });
        break;
      case 'chat.addToChannel':
        await ports.chat.addToChannel({ id, slackId: p.slackId!, channel: p.channel! });
        break;
      case 'chat.setDisplayName':
        await ports.chat.setDisplayName({ id, slackId: p.slackId!, displayName: p.displayName! });
        break;
      case 'chat.sendMessage':
        await ports.chat.sendMessage({ id, channel: p.channel!, text: p.text! });
        break;
      case 'payments.send': {
        const pay = effect.payload as { email: string; amountCents: number; note: string };
        await ports.payments.send({ id, ...pay });
        break;
      }
      case 'crm.postProgramSync':
        await ports.crm.syncPostProgram({
          id,
          ...(effect.payload as Omit<Parameters<Ports['crm']['syncPostProgram']>[0], 'id'>),
        });
        break;
      case 'helpdesk.patchUser':
        await ports.helpdesk.patchUser({
          id,
          ...(effect.payload as { email: string; fields: { email?: string; phone?: string } }),
        });
        break;
      case 'helpdesk.addNote': {
        // The ticket reaches the help desk through its own job; until it has an id there, retry later.
        const [ticket] = await db.select().from(tickets).where(eq(tickets.id, p.ticketId!));
        if (!ticket) break;
        if (!ticket.externalId) throw new Error('ticket not yet in the help desk');
        await ports.helpdesk.addNote({
          id,
          externalId: ticket.externalId,
          body: p.body!,
          authorEmail: p.authorEmail!,
        });
        break;
      }
      case 'esign.send':
        await handlers['esign.send'](effect.payload as unknown as SigningLetter);
        break;
      default:
        throw new Error(`unknown effect ${effect.kind}`);
    }
    await db
      .update(effects)
      .set({ status: 'done', doneAt: new Date() })
      .where(and(eq(effects.id, id), eq(effects.status, 'queued')));
  };
}
