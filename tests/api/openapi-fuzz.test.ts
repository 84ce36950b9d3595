import Ajv, { type ValidateFunction } from 'ajv';
import { beforeAll, expect, it } from 'vitest';
import { usePortal } from './harness.js';
import { sampleOf } from './security-routes.js';

/**
 * A schema-driven fuzzer run against the published OpenAPI document (issue 21 §7): every operation is
 * called as no one, a student and a coach, with a body built from its documented schema, an empty body
 * and a wrong-typed one. Every answer must be one the document describes: a documented status, and for
 * a JSON answer with a documented schema, a body that fits it.
 */
type Schema = Parameters<typeof sampleOf>[0] & { nullable?: boolean };
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

// Calls that end the session or rewrite demo data would leave the rest of the run signed out.
const SKIP = new Set(['post /api/logout', 'post /api/dev/reset', 'patch /api/dev/user']);
const SAMPLE_PARAM: Record<string, string> = {
  email: 'school%40example.org',
  screen: 'welcome',
  reason: 'fees',
  type: 'dmv',
};

const portal = usePortal({ RATE_LIMIT_PER_IP: '100000', CODES_PER_ADDRESS: '100' });
let doc: Doc;
let callers: [string, Record<string, string>][];

beforeAll(async () => {
  doc = (await portal.app.inject({ url: '/api/docs/json' })).json() as Doc;
  const [student, coach] = await Promise.all([
    portal.signIn('school@example.org'),
    portal.signIn('coach@example.org'),
  ]);
  callers = [
    ['no one', {}],
    ['a student', { cookie: student }],
    ['a coach', { cookie: coach }],
  ];
}, 60_000);

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const validators = new Map<Schema, ValidateFunction>();
/** OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; JSON Schema wants the bound itself. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = toJsonSchema(v);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  return out;
}

function validatorOf(schema: Schema): ValidateFunction {
  let v = validators.get(schema);
  if (!v) {
    v = ajv.compile(toJsonSchema(schema) as object);
    validators.set(schema, v);
  }
  return v;
}

function concrete(path: string, op: Operation): string {
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema) ?? 'x'))}`);
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
    if (SAMPLE_PARAM[name]) return SAMPLE_PARAM[name];
    const sample = sampleOf(param?.schema);
    return encodeURIComponent(String(sample ?? 'x'));
  });
  return query.length ? `${filled}?${query.join('&')}` : filled;
}

function bodiesOf(op: Operation): [string, unknown][] {
  const json = op.requestBody?.content['application/json']?.schema;
  if (!json) return [['no body', undefined]];
  const sample = sampleOf(json);
  const wrong =
    sample && typeof sample === 'object' && !Array.isArray(sample)
      ? Object.fromEntries(Object.keys(sample).map((k) => [k, 12345]))
      : 12345;
  return [
    ['a sample body', sample],
    ['an empty body', {}],
    ['wrong-typed fields', wrong],
  ];
}

it('answers every operation of the document only with answers the document describes', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (SKIP.has(`${method} ${path}`) || !op.responses) continue;
      for (const [who, headers] of callers) {
        for (const [what, body] of bodiesOf(op)) {
          const res = await portal.app.inject({
            method: method.toUpperCase() as 'GET',
            url: concrete(path, op),
            headers: {
              ...headers,
              'idempotency-key': crypto.randomUUID(),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          sent++;
          const where = `${method.toUpperCase()} ${path} as ${who} with ${what}: ${res.statusCode}`;
          const documented = op.responses[String(res.statusCode)] ?? op.responses.default;
          if (!documented) {
            failures.push(`${where} is not documented (${res.body.slice(0, 120)})`);
            continue;
          }
          const schema = documented.content?.['application/json']?.schema;
          const type = String(res.headers['content-type'] ?? '');
          if (!schema || !type.includes('application/json')) continue;
          const validate = validatorOf(schema);
          if (!validate(res.json()))
            failures.push(
              `${where} answers a body the document does not describe: ${ajv.errorsText(validate.errors)}`,
            );
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(300);
  expect(failures).toEqual([]);
}, 600_000);
