import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One loopback HTTP server that answers in the documented shapes of the vendor APIs the portal's adapters
 * speak: Twilio Messages, Zendesk tickets and users, Slack Web API, PayPal OAuth + Payouts, the Contentful
 * Delivery API and Dropbox Sign signature requests. It checks each vendor's credentials, records what it
 * received, and can be made to fail (`down`) per vendor, as a provider outage would.
 */
export const credentials = {
  twilio: { sid: 'AC0123456789abcdef0123456789abcdef', token: 'twilio-secret-token-7f3a' },
  zendesk: { email: 'api@freeway.example', token: 'zendesk-secret-token-91c2' },
  slack: { token: 'xoxb-slack-secret-token-55d1' },
  paypal: { id: 'paypal-client-id', secret: 'paypal-secret-3b7e' },
  contentful: { space: 'spacefw', token: 'contentful-secret-token-0aa9' },
  hellosign: { key: 'hellosign-secret-key-e4f0' },
} as const;

type Vendor = 'twilio' | 'zendesk' | 'slack' | 'paypal' | 'contentful' | 'hellosign';

export interface FakeVendors {
  url: string;
  down: Set<Vendor>;
  /** How many calls each vendor refused while down. */
  refused: Record<Vendor, number>;
  sms: { to: string; from: string; body: string }[];
  tickets: { id: number; idempotencyKey: string | null; ticket: Record<string, unknown> }[];
  userUpdates: { id: number; user: Record<string, unknown> }[];
  comments: { ticketId: number; comment: { body?: string; public?: boolean } }[];
  slack: { method: string; body: Record<string, unknown> }[];
  payouts: {
    requestId: string | null;
    body: { sender_batch_header: { sender_batch_id: string }; items: unknown[] };
  }[];
  tokensIssued: number;
  /** Signature requests received; a test sets `complete` when the signer has signed at the provider. */
  signatureRequests: { id: string; body: Record<string, unknown>; complete?: boolean }[];
  /** Contentful entries served, by id. */
  entries: Map<string, { fields: Record<string, unknown> }>;
  assets: Map<string, { fields: Record<string, unknown> }>;
  close(): Promise<void>;
}

async function bytesOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeVendors(): Promise<FakeVendors> {
  const state: FakeVendors = {
    url: '',
    down: new Set(),
    refused: { twilio: 0, zendesk: 0, slack: 0, paypal: 0, contentful: 0, hellosign: 0 },
    sms: [],
    tickets: [],
    userUpdates: [],
    comments: [],
    slack: [],
    payouts: [],
    tokensIssued: 0,
    signatureRequests: [],
    entries: new Map(),
    assets: new Map(),
    close: async () => {},
  };
  const zendeskUsers = new Map<string, number>([['school@example.org', 7001]]);
  const slackMembers = new Set<string>();
  const issuedTokens = new Set<string>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname;
      const rawBytes = await bytesOf(req);
      const raw = rawBytes.toString('utf8');
      const auth = req.headers.authorization ?? '';
      const vendor: Vendor | null = path.startsWith('/twilio/')
        ? 'twilio'
        : path.startsWith('/zendesk/')
          ? 'zendesk'
          : path.startsWith('/slack/')
            ? 'slack'
            : path.startsWith('/paypal/')
              ? 'paypal'
              : path.startsWith('/contentful/')
                ? 'contentful'
                : path.startsWith('/hellosign/')
                  ? 'hellosign'
                  : null;
      if (!vendor) return json(res, 404, { error: 'no such vendor' });
      if (state.down.has(vendor)) {
        state.refused[vendor]++;
        return json(res, 503, { error: 'service unavailable' });
      }
      const rest = path.slice(vendor.length + 1);

      if (vendor === 'twilio') {
        const c = credentials.twilio;
        if (auth !== basic(c.sid, c.token)) return json(res, 401, { code: 20003, message: 'Authenticate' });
        if (req.method !== 'POST' || rest !== `/2010-04-01/Accounts/${c.sid}/Messages.json`) {
          return json(res, 404, { code: 20404, message: 'Not found' });
        }
        const form = new URLSearchParams(raw);
        const to = form.get('To') ?? '';
        if (!/^\+1\d{10}$/.test(to)) return json(res, 400, { code: 21211, message: 'Invalid To number' });
        state.sms.push({
          to,
          from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
          body: form.get('Body') ?? '',
        });
        return json(res, 201, { sid: `SM${state.sms.length}`, status: 'queued', to, body: form.get('Body') });
      }

      if (vendor === 'zendesk') {
        const c = credentials.zendesk;
        if (auth !== basic(`${c.email}/token`, c.token))
          return json(res, 401, { error: "Couldn't authenticate you" });
        if (req.method === 'POST' && rest === '/api/v2/tickets.json') {
          const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
          const again = key ? state.tickets.find((t) => t.idempotencyKey === key) : undefined;
          if (again) {
            res.setHeader('x-idempotency-lookup', 'hit');
            return json(res, 201, { ticket: { id: again.id, ...again.ticket } });
          }
          const { ticket } = JSON.parse(raw) as { ticket: Record<string, unknown> };
          if (!ticket?.subject || !(ticket.comment as { body?: string })?.body) {
            return json(res, 422, { error: 'RecordInvalid' });
          }
          const id = 5000 + state.tickets.length + 1;
          state.tickets.push({ id, idempotencyKey: key, ticket });
          return json(res, 201, { ticket: { id, status: 'new', ...ticket } });
        }
        if (req.method === 'GET' && rest === '/api/v2/users/search.json') {
          const email = (url.searchParams.get('query') ?? '').replace(/^email:/, '');
          const id = zendeskUsers.get(email);
          return json(res, 200, { users: id ? [{ id, email }] : [], count: id ? 1 : 0 });
        }
        const ticketPut = /^\/api\/v2\/tickets\/(\d+)\.json$/.exec(rest);
        if (req.method === 'PUT' && ticketPut) {
          const id = Number(ticketPut[1]);
          if (!state.tickets.some((t) => t.id === id)) return json(res, 404, { error: 'RecordNotFound' });
          const { ticket } = JSON.parse(raw) as { ticket: { comment?: { body?: string; public?: boolean } } };
          if (!ticket?.comment?.body) return json(res, 422, { error: 'RecordInvalid' });
          state.comments.push({ ticketId: id, comment: ticket.comment });
          return json(res, 200, { ticket: { id } });
        }
        const userPut = /^\/api\/v2\/users\/(\d+)\.json$/.exec(rest);
        if (req.method === 'PUT' && userPut) {
          const { user } = JSON.parse(raw) as { user: Record<string, unknown> };
          state.userUpdates.push({ id: Number(userPut[1]), user });
          return json(res, 200, { user: { id: Number(userPut[1]), ...user } });
        }
        return json(res, 404, { error: 'InvalidEndpoint' });
      }

      if (vendor === 'slack') {
        // Slack answers 200 with ok:false for refusals.
        if (auth !== `Bearer ${credentials.slack.token}`)
          return json(res, 200, { ok: false, error: 'invalid_auth' });
        const method = rest.replace(/^\//, '');
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        state.slack.push({ method, body });
        if (method === 'users.profile.set') {
          if (!body.user || !body.profile) return json(res, 200, { ok: false, error: 'invalid_arguments' });
          return json(res, 200, { ok: true, profile: body.profile });
        }
        if (method === 'conversations.invite') {
          const member = `${String(body.channel)}:${String(body.users)}`;
          if (slackMembers.has(member)) return json(res, 200, { ok: false, error: 'already_in_channel' });
          slackMembers.add(member);
          return json(res, 200, { ok: true, channel: { id: body.channel } });
        }
        return json(res, 200, { ok: false, error: 'unknown_method' });
      }

      if (vendor === 'paypal') {
        if (req.method === 'POST' && rest === '/v1/oauth2/token') {
          const c = credentials.paypal;
          if (auth !== basic(c.id, c.secret) || raw !== 'grant_type=client_credentials') {
            return json(res, 401, { error: 'invalid_client' });
          }
          const token = `A21AA-token-${++state.tokensIssued}`;
          issuedTokens.add(token);
          return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
        }
        if (!issuedTokens.has(auth.replace(/^Bearer /, ''))) {
          return json(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' });
        }
        if (req.method === 'POST' && rest === '/v1/payments/payouts') {
          const body = JSON.parse(raw) as FakeVendors['payouts'][number]['body'];
          const batchId = body.sender_batch_header?.sender_batch_id;
          const first = state.payouts.find((p) => p.body.sender_batch_header.sender_batch_id === batchId);
          if (first) {
            return json(res, 400, {
              name: 'USER_BUSINESS_ERROR',
              message: 'User business error.',
              details: [
                {
                  field: 'SENDER_BATCH_ID',
                  issue: `Batch with given sender_batch_id already exists: ${batchId}`,
                },
              ],
              links: [{ href: `/v1/payments/payouts/PB${batchId}`, rel: 'self', method: 'GET' }],
            });
          }
          state.payouts.push({ requestId: (req.headers['paypal-request-id'] as string) ?? null, body });
          return json(res, 201, {
            batch_header: {
              payout_batch_id: `PB${state.payouts.length}`,
              batch_status: 'PENDING',
              sender_batch_header: body.sender_batch_header,
            },
          });
        }
        return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      }

      if (vendor === 'contentful') {
        if (auth !== `Bearer ${credentials.contentful.token}`) {
          return json(res, 401, { sys: { type: 'Error', id: 'AccessTokenInvalid' } });
        }
        const prefix = `/spaces/${credentials.contentful.space}/environments/master`;
        if (!rest.startsWith(prefix)) return json(res, 404, { sys: { type: 'Error', id: 'NotFound' } });
        const resource = rest.slice(prefix.length);
        if (resource === '/entries') {
          const items = [...state.entries.entries()]
            .filter(([id, e]) => {
              if (url.searchParams.get('content_type') !== 'workforcePage') return false;
              const sysId = url.searchParams.get('sys.id');
              const title = url.searchParams.get('fields.title');
              return (sysId === null || sysId === id) && (title === null || e.fields.title === title);
            })
            .map(([id, e]) => ({ sys: { id, type: 'Entry' }, fields: e.fields }));
          const Asset = [...state.assets.entries()].map(([id, a]) => ({
            sys: { id, type: 'Asset' },
            fields: a.fields,
          }));
          return json(res, 200, {
            sys: { type: 'Array' },
            total: items.length,
            skip: 0,
            limit: 100,
            items,
            includes: { Asset },
          });
        }
        const asset = /^\/assets\/([^/]+)$/.exec(resource);
        if (asset) {
          const found = state.assets.get(asset[1]!);
          return found
            ? json(res, 200, { sys: { id: asset[1], type: 'Asset' }, fields: found.fields })
            : json(res, 404, { sys: { type: 'Error', id: 'NotFound' } });
        }
        return json(res, 404, { sys: { type: 'Error', id: 'NotFound' } });
      }

      // Dropbox Sign: Basic auth with the API key as user and no password.
      if (auth !== basic(credentials.hellosign.key, '')) {
        return json(res, 401, { error: { error_msg: 'Unauthorized api key', error_name: 'unauthorized' } });
      }
      if (req.method === 'POST' && rest === '/v3/signature_request/send') {
        const form = await new Response(new Uint8Array(rawBytes), {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        })
          .formData()
          .catch(() => null);
        if (!form)
          return json(res, 400, { error: { error_msg: 'Expected form data', error_name: 'bad_request' } });
        const file = form.get('files[0]');
        const body: Record<string, unknown> = {
          title: form.get('title'),
          subject: form.get('subject'),
          message: form.get('message'),
          metadata: { agreement_id: form.get('metadata[agreement_id]') },
          test_mode: form.get('test_mode'),
          file: file instanceof Blob ? Buffer.from(await file.arrayBuffer()).toString('latin1') : null,
        };
        const signers = [
          { email_address: form.get('signers[0][email_address]'), name: form.get('signers[0][name]') },
        ] as {
          email_address?: string;
          name?: string;
        }[];
        body.signers = signers;
        if (!signers[0]?.email_address || !body.file) {
          return json(res, 400, {
            error: { error_msg: 'Missing signers or files', error_name: 'bad_request' },
          });
        }
        const id = `fa5c8a0b0f492d768749333ad6fcc214c111e967${state.signatureRequests.length}`;
        state.signatureRequests.push({ id, body });
        return json(res, 200, {
          signature_request: {
            signature_request_id: id,
            title: body.title,
            is_complete: false,
            metadata: body.metadata ?? {},
            signatures: signers.map((s, i) => ({
              signature_id: `sig${i}`,
              signer_email_address: s.email_address,
              status_code: 'awaiting_signature',
            })),
          },
        });
      }
      const summary = (r: FakeVendors['signatureRequests'][number]) => ({
        signature_request_id: r.id,
        title: r.body.title,
        is_complete: r.complete === true,
        metadata: r.body.metadata ?? {},
      });
      if (req.method === 'GET' && rest === '/v3/signature_request/list') {
        // Bare search terms match the title, the metadata and the other text fields.
        const query = new URL(req.url ?? '', 'http://fake').searchParams.get('query') ?? '';
        const found = state.signatureRequests.filter((r) => JSON.stringify(r.body).includes(query));
        return json(res, 200, {
          list_info: { num_pages: 1, num_results: found.length, page: 1, page_size: 100 },
          signature_requests: found.map(summary),
        });
      }
      const one = /^\/v3\/signature_request\/([^/]+)$/.exec(rest);
      if (req.method === 'GET' && one) {
        const found = state.signatureRequests.find((r) => r.id === one[1]);
        if (!found) return json(res, 404, { error: { error_msg: 'Not found', error_name: 'not_found' } });
        return json(res, 200, { signature_request: summary(found) });
      }
      const files = /^\/v3\/signature_request\/files\/([^/]+)$/.exec(rest);
      if (req.method === 'GET' && files) {
        const found = state.signatureRequests.find((r) => r.id === files[1]);
        if (!found) return json(res, 404, { error: { error_msg: 'Not found', error_name: 'not_found' } });
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(Buffer.from(`%PDF-1.7\n% signed copy of ${found.id}\n%%EOF\n`));
      }
      return json(res, 404, { error: { error_msg: 'Not found', error_name: 'not_found' } });
    })().catch((err: Error) => json(res, 500, { error: err.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The event hash Dropbox Sign puts on its callbacks: HMAC-SHA256 of event_time + event_type with the API key. */
export function hellosignEventHash(eventTime: string, eventType: string): string {
  return createHmac('sha256', credentials.hellosign.key)
    .update(eventTime + eventType)
    .digest('hex');
}

/** The environment that points every vendor adapter at the fake server. */
export function vendorEnv(fake: FakeVendors): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: credentials.twilio.sid,
    TWILIO_AUTH_TOKEN: credentials.twilio.token,
    TWILIO_FROM: '+13125550199',
    TWILIO_API_URL: `${fake.url}/twilio`,
    ZENDESK_URL: `${fake.url}/zendesk`,
    ZENDESK_EMAIL: credentials.zendesk.email,
    ZENDESK_API_TOKEN: credentials.zendesk.token,
    ZENDESK_GROUPS: '{"Success":360001}',
    SLACK_TOKEN: credentials.slack.token,
    SLACK_BADGE_FIELD_ID: 'Xf01BADGE',
    SLACK_API_URL: `${fake.url}/slack`,
    PAYPAL_CLIENT_ID: credentials.paypal.id,
    PAYPAL_CLIENT_SECRET: credentials.paypal.secret,
    PAYPAL_API_URL: `${fake.url}/paypal`,
    CONTENTFUL_SPACE_ID: credentials.contentful.space,
    CONTENTFUL_ACCESS_TOKEN: credentials.contentful.token,
    CONTENTFUL_API_URL: `${fake.url}/contentful`,
  };
}

/** Every secret of `vendorEnv`, to look for in logs. */
export const allSecrets = [
  credentials.twilio.token,
  credentials.zendesk.token,
  credentials.slack.token,
  credentials.paypal.secret,
  credentials.contentful.token,
  credentials.hellosign.key,
];
