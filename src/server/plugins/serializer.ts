import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Json = Record<string, unknown>;

const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/**
 * Keywords a serializer compiled from the schema writes exactly as the zod serializer would (fields in the
 * schema's order, unknown fields left out, optional fields left out when undefined). Keywords that only
 * validate are ignored by fast-json-stringify, as they are by JSON.stringify after zod's check.
 */
const PLAIN = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'const',
  'description',
  'title',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'anyOf',
]);

/**
 * The schema in a form fast-json-stringify writes byte for byte like `JSON.stringify(zod.encode(value))`,
 * or null when it holds anything else (defaults, unions other than "or null", tuples, references,
 * transforms): those answers keep the zod serializer.
 */
function plain(node: unknown): Json | null {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return null;
  const schema = { ...(node as Json) };
  // Documentation only (the API document's marks and examples): they change nothing that is written.
  for (const key of Object.keys(schema)) if (key.startsWith('x-') || key === 'examples') delete schema[key];
  for (const key of Object.keys(schema)) if (!PLAIN.has(key)) return null;
  // Only changes how a Date is written (a Date fails zod's check): a string goes out as it is.
  delete schema.format;
  if (schema.anyOf) return union(schema);
  if (schema.type === undefined) {
    // An unknown value (`z.unknown()`, `z.any()`): written with JSON.stringify by both.
    return Object.keys(schema).every((k) => k === '$schema' || k === 'description' || k === 'title')
      ? schema
      : null;
  }
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  if (!types.every((t) => typeof t === 'string' && TYPES.has(t))) return null;
  if (schema.const !== undefined && types.filter((t) => t !== 'null').length > 1) return null;
  if (schema.const !== undefined && !types.every((t) => t === 'string' || t === 'boolean' || t === 'null'))
    return null;
  if (types.length > 1) schema.type = TYPE_ORDER.filter((t) => types.includes(t));
  if (schema.properties) {
    // fast-json-stringify writes required fields first; an optional one before a required one would move.
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const names = Object.keys(schema.properties as Json);
    if (names.some((name, i) => !required.has(name) && names.slice(i + 1).some((n) => required.has(n))))
      return null;
    const properties: Json = {};
    for (const [name, child] of Object.entries(schema.properties as Json)) {
      const p = plain(child);
      if (!p) return null;
      properties[name] = p;
    }
    schema.properties = properties;
  }
  if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== 'boolean') {
    const extra = plain(schema.additionalProperties);
    if (!extra) return null;
    schema.additionalProperties = extra;
  }
  if (schema.items !== undefined) {
    const items = plain(schema.items);
    if (!items) return null;
    schema.items = items;
  }
  delete schema.propertyNames;
  return schema;
}

/** Whether a value of this JSON type could also be of that one (zod would try both). */
const overlapping = (a: string, b: string) =>
  a === b || ((a === 'number' || a === 'integer') && (b === 'number' || b === 'integer'));

/** fast-json-stringify picks the branch of a multi-type node in this order: an array before an object. */
const TYPE_ORDER = ['null', 'array', 'object', 'string', 'number', 'integer', 'boolean'];

/**
 * A union whose branches are of different JSON types (`x.nullable()`, "a name or an object or a list"):
 * zod takes the one branch a value's type allows, and so does a multi-type node, which writes each type
 * with its branch's keywords. A union of two branches of one type (two objects) keeps the zod serializer.
 */
function union(schema: Json): Json | null {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || Object.keys(schema).some((k) => k !== 'anyOf' && k !== '$schema'))
    return null;
  const merged: Json = {};
  const types: string[] = [];
  for (const branch of branches) {
    const b = plain(branch);
    if (!b || b.type === undefined) return null;
    const own = Array.isArray(b.type) ? (b.type as string[]) : [b.type as string];
    if (own.some((t) => types.some((u) => overlapping(t, u)))) return null;
    types.push(...own);
    for (const [key, value] of Object.entries(b)) {
      if (key === 'type' || key === '$schema') continue;
      if (key in merged) return null;
      merged[key] = value;
    }
  }
  const nonNull = types.filter((t) => t !== 'null');
  if (merged.const !== undefined && nonNull.length > 1) return null;
  const ordered = TYPE_ORDER.filter((t) => types.includes(t));
  return { ...merged, type: ordered.length === 1 ? ordered[0] : ordered };
}

/** The JSON schema of a zod response schema, when it is plain enough to compile; null otherwise. */
export function compilableSchema(schema: unknown): Json | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return plain(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', cycles: 'throw' }));
  } catch {
    return null;
  }
}

/**
 * Response serializer: the answer is written by a function compiled once from the response's JSON schema
 * (fast-json-stringify, what Fastify itself uses), instead of zod parsing every answer before
 * JSON.stringify writes it. The bytes are the same; a schema the compiled writer cannot reproduce exactly
 * keeps the zod serializer. Request validation stays with zod.
 *
 * An answer a service keeps and freezes (every object in it frozen, as the checklist's steps and the class
 * notes are) cannot change, so its text is written the first time and kept beside it.
 */
export function responseSerializerCompiler(
  route: Parameters<typeof zodSerializerCompiler>[0],
): (data: unknown) => string {
  const json = compilableSchema(route.schema);
  const write = json ? fastJson(json, { rounding: 'trunc' }) : zodSerializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return write(data);
    let text = written.get(data);
    if (text === undefined) written.set(data, (text = write(data)));
    return text;
  };
}
