import type { HelpdeskPort } from '@server/ports/helpdesk.js';
import { basicAuth, callVendor, joinUrl, jsonOf, VendorError } from '../vendor-http.js';

export interface ZendeskConfig {
  /** e.g. https://freeway.zendesk.com */
  baseUrl: string;
  /** The agent e-mail the API token belongs to. */
  email: string;
  apiToken: string;
  /** Help-desk group ids by the portal's group names (e.g. {"Success": 360001}); unknown names go ungrouped. */
  groups?: Record<string, number>;
}

/**
 * Tickets and requesters through the Zendesk Support REST API (v2) with API-token Basic auth
 * (`{email}/token:{token}`). A ticket carries the portal's ticket id as `external_id` and as the
 * `Idempotency-Key` header, so a retried push makes no second ticket.
 */
export function zendeskHelpdesk(config: ZendeskConfig): HelpdeskPort {
  const auth = basicAuth(`${config.email}/token`, config.apiToken);
  const headers = { authorization: auth, 'content-type': 'application/json', accept: 'application/json' };
  const url = (path: string) => joinUrl(config.baseUrl, path);

  return {
    async createTicket(ticket) {
      const groupId = config.groups?.[ticket.groupId];
      const res = await callVendor('Zendesk', 'create ticket', url('/api/v2/tickets.json'), {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': ticket.id },
        body: JSON.stringify({
          ticket: {
            subject: ticket.subject,
            comment: { body: ticket.body },
            requester: { email: ticket.email },
            external_id: ticket.id,
            tags: ticket.tags,
            ...(groupId ? { group_id: groupId } : {}),
          },
        }),
      });
      if (res.status !== 201 && res.status !== 200)
        throw new VendorError('Zendesk', 'create ticket', res.status);
      const body = await jsonOf<{ ticket?: { id?: number } }>('Zendesk', 'create ticket', res);
      if (!body.ticket?.id) throw new VendorError('Zendesk', 'create ticket', res.status, 'no ticket id');
      return { externalId: String(body.ticket.id) };
    },

    async patchUser(update) {
      const search = url('/api/v2/users/search.json');
      search.searchParams.set('query', `email:${update.email}`);
      const found = await callVendor('Zendesk', 'find user', search, { headers });
      if (!found.ok) throw new VendorError('Zendesk', 'find user', found.status);
      const { users = [] } = await jsonOf<{ users?: { id: number }[] }>('Zendesk', 'find user', found);
      // A student who never wrote to the help desk has no user there: nothing to change.
      const user = users[0];
      if (!user) return;
      const res = await callVendor('Zendesk', 'update user', url(`/api/v2/users/${user.id}.json`), {
        method: 'PUT',
        headers,
        body: JSON.stringify({ user: update.fields }),
      });
      if (!res.ok) throw new VendorError('Zendesk', 'update user', res.status);
    },

    /** A coach's answer as a private comment: the portal has already e-mailed it to the student. */
    async addNote(note) {
      const res = await callVendor('Zendesk', 'add note', url(`/api/v2/tickets/${note.externalId}.json`), {
        method: 'PUT',
        headers: { ...headers, 'idempotency-key': note.id },
        body: JSON.stringify({
          ticket: { comment: { body: `${note.body}\n\n(${note.authorEmail})`, public: false } },
        }),
      });
      if (!res.ok) throw new VendorError('Zendesk', 'add note', res.status);
    },
  };
}
