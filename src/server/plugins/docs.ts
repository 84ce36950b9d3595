import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { STORABLE_TEXT_MARK, STORABLE_TEXT_PATTERN } from '@shared/contracts/documented.js';
import { IDEMPOTENCY_KEY, UUID, type Endpoint } from '@shared/contracts/endpoint.js';

/** OpenAPI generated from the same zod contracts the routes validate with, at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Freeway student portal API', version: '0.1.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: (input) => withRouteRules(jsonSchemaTransform(input), input.route.config?.endpoint),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;
const KEY_HEADER = 'idempotency-key';

/**
 * What a route asks beyond its schemas, documented with the operation: a session (every endpoint not
 * declared `public` or `demo`), and the `Idempotency-Key` header (required where the endpoint
 * `requiresKey`, optional for the other writes). Documentation only: the guards and the idempotency plugin check them.
 */
function withRouteRules(out: Transformed, endpoint: Endpoint | undefined): Transformed {
  if (!endpoint) return out;
  const schema = { ...((out.schema ?? {}) as Record<string, unknown>) };
  if (endpoint.access !== 'public' && endpoint.access !== 'demo') schema.security = [{ session: [] }];
  if (endpoint.idempotency !== 'none') {
    schema.headers = {
      type: 'object',
      properties: {
        [KEY_HEADER]: {
          type: 'string',
          pattern: (endpoint.keyFormat === 'uuid' ? UUID : IDEMPOTENCY_KEY).source,
          description:
            endpoint.idempotency === 'own'
              ? 'The record is kept under this key: the same key again answers what the first made.'
              : 'A retry with the same key and body gets the first answer again instead of acting twice.',
        },
      },
      required: endpoint.requiresKey ? [KEY_HEADER] : [],
    };
  }
  if (endpoint.upload) {
    schema.consumes = ['multipart/form-data'];
    schema.body = {
      type: 'object',
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: 'The photo, JPEG or PNG; for linkedinPdf, a PDF of at most 5 MB.',
        },
        folder: {
          type: 'string',
          description: 'The upload folder, such as profilePhoto, birthCertificate or linkedinPdf.',
        },
      },
      required: ['file', 'folder'],
    };
  }
  if (endpoint.file) {
    schema.response = {
      ...(schema.response as Record<string, unknown> | undefined),
      [endpoint.status ?? 200]: {
        description: 'The file (a PDF, an image, audio or CSV), or an error body as JSON.',
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  if (endpoint.text) {
    schema.response = {
      ...(schema.response as Record<string, unknown> | undefined),
      [endpoint.status ?? 200]: {
        description: `Plain text: "${endpoint.text}".`,
        content: { 'text/plain': { schema: { type: 'string', enum: [endpoint.text] } } },
      },
    };
  }
  return { ...out, schema: storableTextPatterns(nullInNullableEnums(schema)) } as Transformed;
}

/**
 * The one string rule (`safeText()`: no NUL, no half of a surrogate pair) in the document: its mark becomes
 * STORABLE_TEXT_PATTERN, beside a pattern of the field's own when it has one.
 */
function storableTextPatterns<T>(node: T): T {
  if (Array.isArray(node)) return node.map(storableTextPatterns) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== STORABLE_TEXT_MARK) out[key] = storableTextPatterns(value);
  }
  if ((node as Record<string, unknown>)[STORABLE_TEXT_MARK] === true) {
    if (typeof out.pattern === 'string')
      out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), { pattern: STORABLE_TEXT_PATTERN }];
    else out.pattern = STORABLE_TEXT_PATTERN;
  }
  return out as T;
}

/**
 * OpenAPI 3.0 allows null under `nullable: true` only when an `enum` lists null too (the 3.0.3
 * clarification); the generator leaves it out, so a validator of the document would refuse a null status.
 */
function nullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullInNullableEnums) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullInNullableEnums(value);
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...(out.enum as unknown[]), null];
  return out as T;
}
