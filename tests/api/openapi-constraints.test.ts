import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePortal } from './harness.js';
import { routesOf } from './security-routes.js';

/**
 * The document's request schemas are the server's (issue 38 item 9): for every operation, inputs built
 * only from what the OpenAPI document says (types, required fields, enums, formats, patterns, lengths and
 * bounds, at both ends) pass the zod schemas the route validates with. A rule the server checks and the
 * document leaves out fails here with the operation, the input and the server's words.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  additionalProperties?: boolean | Schema;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const portal = usePortal();
let doc: Doc;
beforeAll(async () => {
  doc = (await portal.app.inject({ url: '/api/docs/json' })).json() as Doc;
}, 60_000);

const ajv = new Ajv({ strict: false, allErrors: false, unicodeRegExp: true });
addFormats(ajv);
const compiled = new Map<Schema, ValidateFunction>();
/** OpenAPI 3.0's `nullable` and boolean exclusive bounds, as JSON Schema. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'example' ? v : toJsonSchema(v);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}
/** Whether the document allows `value` for `schema`. */
function documentAllows(schema: Schema, value: unknown): boolean {
  let v = compiled.get(schema);
  if (!v) {
    v = ajv.compile(toJsonSchema(schema) as object);
    compiled.set(schema, v);
  }
  return v(value) as boolean;
}

/**
 * How an input is built: `least` takes the smallest allowed (shortest strings, lowest numbers, required
 * fields only, the first enum value), `most` the largest (longest strings, highest numbers, every field,
 * the last enum value), `odd` unusual but allowed text (spaces, accents, an emoji, a NUL).
 */
type Variant = 'least' | 'most' | 'odd';
const VARIANTS: Variant[] = ['least', 'most', 'odd'];

function stringCandidates(schema: Schema, variant: Variant): unknown[] {
  const out: unknown[] = [];
  if (schema.examples) out.push(...schema.examples);
  if (schema.example !== undefined) out.push(schema.example);
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 300, 5000);
  const length = variant === 'most' ? max : Math.max(min, 1);
  switch (schema.format) {
    case 'uuid':
      return [...out, '6f1c1d2e-8a3b-4c5d-9e6f-7a8b9c0d1e2f'];
    case 'email':
      return [
        ...out,
        variant === 'most'
          ? `${'a'.repeat(Math.max(1, Math.min(60, max - 12)))}@example.org`
          : 'a@example.org',
      ];
    case 'date':
      return [...out, variant === 'most' ? '2099-12-31' : '1900-01-01'];
    case 'date-time':
      return [...out, variant === 'most' ? '2099-12-31T23:59:59.999Z' : '1970-01-01T00:00:00Z'];
    case 'uri':
      return [...out, 'https://example.org/x'];
  }
  if (variant === 'odd') {
    const odd = `a\u0000\ud800 é😀 b`;
    out.unshift(odd.slice(0, Math.max(min, Math.min(max, odd.length))), 'é 😀', ' \t');
  }
  out.push('x'.repeat(length), '1'.repeat(length), 'a1'.repeat(length).slice(0, length));
  return out;
}

/** An input the document allows, or undefined when the document gives nothing to build one from. */
function build(schema: Schema | undefined, variant: Variant, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  const fits = (v: unknown) => documentAllows(schema, v);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) {
    const values = schema.enum.filter((v) => v !== null);
    return variant === 'most' ? values[values.length - 1] : values[0];
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length && schema.properties) {
    // An object whose fields combine (one of, at least one of): each alternative's fields, then all fields.
    const { anyOf: _a, oneOf: _o, ...base } = schema;
    for (const alt of variant === 'most' ? [...alternatives].reverse() : alternatives) {
      const v = build(
        { ...base, required: [...(base.required ?? []), ...(alt.required ?? [])] },
        variant,
        depth + 1,
      );
      if (v !== undefined && fits(v)) return v;
    }
  }
  if (alternatives?.length && !schema.properties) {
    const order = variant === 'most' ? [...alternatives].reverse() : alternatives;
    for (const alt of order) {
      const v = build(alt, variant, depth + 1);
      if (v !== undefined && fits(v)) return v;
    }
    return undefined;
  }
  if (schema.allOf?.length && !schema.properties)
    return build(Object.assign({}, ...schema.allOf) as Schema, variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      // The required fields (least) or every field; when the document asks more (a field needed unless a
      // flag is true, at least one field), every field.
      const attempt = (all: boolean) => {
        const out: Record<string, unknown> = {};
        for (const [key, sub] of Object.entries(schema.properties ?? {})) {
          if (!all && !schema.required?.includes(key)) continue;
          const v = build(sub, variant, depth + 1);
          if (v !== undefined) out[key] = v;
        }
        return out;
      };
      const first = attempt(variant !== 'least');
      return fits(first) ? first : attempt(true);
    }
    case 'array': {
      const n = variant === 'least' ? (schema.minItems ?? 0) : Math.min(schema.maxItems ?? 2, 3);
      const item = build(schema.items, variant, depth + 1);
      return item === undefined ? [] : Array.from({ length: n }, () => item);
    }
    case 'string':
      return stringCandidates(schema, variant).find(fits);
    case 'integer':
    case 'number': {
      const candidates =
        variant === 'most'
          ? [schema.maximum, 1_000_000, 1000, 1]
          : [schema.minimum, type === 'integer' ? -1_000_000 : -1_000_000.5, 0, 1];
      return candidates.filter((c): c is number => c !== undefined).find(fits);
    }
    case 'boolean':
      return variant !== 'least';
    default:
      return undefined;
  }
}

/** `/api/user/:id` as the document writes it. */
const docPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** Query and path values arrive as text. */
const asText = (o: unknown) =>
  Object.fromEntries(
    Object.entries((o ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.map(String) : String(v),
    ]),
  );

describe('the document’s request schemas', () => {
  it('allow only what the server accepts: every documented input passes the route’s validation', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routesOf(portal.app)) {
      const op = doc.paths[docPath(route.url)]?.[route.method.toLowerCase()];
      const schemas = route.schema as
        { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType } | undefined;
      if (!op || !schemas || !route.endpoint) continue;
      const parts: [string, z.ZodType | undefined, Schema | undefined, boolean][] = [];
      for (const where of ['path', 'query'] as const) {
        const params = (op.parameters ?? []).filter((p) => p.in === where);
        const object: Schema = {
          type: 'object',
          properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
          required: params.filter((p) => p.required).map((p) => p.name),
        };
        parts.push([
          where,
          where === 'path' ? schemas.params : schemas.querystring,
          params.length ? object : undefined,
          true,
        ]);
      }
      parts.push(['body', schemas.body, op.requestBody?.content['application/json']?.schema, false]);
      for (const [where, zod, documented, text] of parts) {
        if (!zod) continue;
        if (!documented) {
          wrong.push(`${route.method} ${route.url} ${where}: validated but not documented`);
          continue;
        }
        for (const variant of VARIANTS) {
          const input = build(documented, variant);
          if (input === undefined) {
            wrong.push(`${route.method} ${route.url} ${where} (${variant}): the document gives no value`);
            continue;
          }
          if (!documentAllows(documented, input)) continue;
          checked++;
          const parsed = zod.safeParse(text ? asText(input) : input);
          if (!parsed.success)
            wrong.push(
              `${route.method} ${route.url} ${where} (${variant}) ${JSON.stringify(input).slice(0, 200)}: ${parsed.error.issues
                .map((i) => `${i.path.join('.')} ${i.message}`)
                .join('; ')}`,
            );
        }
      }
    }
    console.log(`checked ${checked} documented inputs`);
    expect(wrong.join('\n')).toBe('');
  });
});
