import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a write treats the `Idempotency-Key` header: exactly one mechanism per endpoint. The server's
 * idempotency plugin is the only code that reads the header; it validates it by `keyFormat` and
 * `requiresKey`, then applies the endpoint's mechanism.
 * - `replay`: the plugin keeps the first answer per person, key and route, and gives it back to a retry
 *   (409 while the first still runs, 422 for the same key with another body). The handler never sees the
 *   key. Right for writes whose record is unique by nature (one stipend request a week) or harmless to
 *   repeat after a crash.
 * - `own`: the handler keeps the key in the record it creates (an `idempotency_key` column with a unique
 *   index) and answers a retry from that record; the plugin hands it the key as `request.idempotencyKey`
 *   and keeps no answer. Exact even across a crash; the only way for multipart uploads, files and writes
 *   that reach a provider with the key.
 * - `none`: reads, and writes that may run again (sign-in codes, telemetry).
 */
export type Idempotency = 'none' | 'replay' | 'own';

/** The error statuses an endpoint documents (all answer with `ErrorBody`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** The schemas of one endpoint: what the server validates and documents, and the client parses in development. */
export interface Schemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; absent for an endpoint that answers a file or nothing. */
  readonly response?: z.ZodType;
}

/**
 * One endpoint of the API (spec 001 §7), declared once in `shared/contracts/<area>.endpoints.ts` with
 * `area(...)`. The object is plain data (no zod at run time, so the client's first download stays small); its
 * schemas are a value in the area's schema table (`<area>.ts`) and, through its name, a type parameter here.
 * The server registers the route from both; the client calls it with `call(endpoint, input)`.
 */
export interface Endpoint<S extends Schemas = Schemas> {
  /** Verb-noun, unique across the API: `requestRide`, `listDocuments`. */
  readonly name: string;
  readonly method: Method;
  /** Under `/api`, with `:name` parameters. */
  readonly path: string;
  /** A multipart/form-data upload (the body is a `FormData`; the handler reads its parts). */
  readonly upload?: boolean;
  /** The answer is a file (image, PDF, audio), not JSON. */
  readonly file?: boolean;
  /** The answer is this plain text, not JSON (the acknowledgement a provider's callback expects). */
  readonly text?: string;
  /** The status of a successful answer; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  readonly idempotency: Idempotency;
  /** A write that must never run twice (a ride, a message): a request without a key is refused. */
  readonly requiresKey?: true;
  /**
   * Who may call it: `public` needs no session (sign-in, the signing link whose token is the credential,
   * the provider's callback), `demo` exists in demo mode only, `staff` is refused to students before their
   * input is read. Unset: a signed-in session is needed (the handler's guard says which roles).
   */
  readonly access?: 'public' | 'demo' | 'staff';
  /** `uuid` when the handler keeps the key in a uuid column. */
  readonly keyFormat?: 'uuid';
  readonly errors: readonly ErrorStatus[];
  /** The area, for the API docs and the schema table. */
  readonly tag: string;
  /** Type only: never set. */
  readonly schemas?: S;
}

/** What an endpoint says besides its name, method and path: only where it differs from its area's defaults. */
type Particulars = Partial<Omit<Endpoint, 'name' | 'method' | 'path' | 'tag' | 'schemas'>>;

/** The declared object's type: every field as literal as it was written, and the schemas of its table entry. */
type Declared<
  Table extends Record<string, Schemas>,
  N extends keyof Table & string,
  M extends Method,
  P extends string,
  I extends Idempotency,
  O,
> = Omit<{ readonly name: N; readonly method: M; readonly path: P; readonly idempotency: I }, keyof O> &
  Readonly<O> &
  Endpoint<Table[N]>;

/**
 * The endpoints of one area, with its tag and the errors most of them document:
 * `const rides = area<typeof ridesSchemas>('rides', [400, 401, 403])`, then
 * `export const getTrip = rides.get('getTrip', '/trip/:id')`. The name picks the endpoint's schemas, as a type,
 * from the area's schema table (`<area>.ts`); a name the table lacks does not compile. A POST keeps its first
 * answer for a retry (`replay`) and every other verb's idempotency is `none`, unless the endpoint says otherwise.
 */
export function area<Table extends Record<string, Schemas>>(tag: string, errors: readonly ErrorStatus[]) {
  const verb =
    <M extends Method, I extends Idempotency>(method: M, idempotency: I) =>
    <
      N extends keyof Table & string,
      const P extends string,
      const O extends Particulars = Record<never, never>,
    >(
      name: N,
      path: P,
      particulars?: O,
    ) => {
      const declared: Endpoint = { name, method, path, idempotency, errors, tag, ...particulars };
      return declared as Declared<Table, N, M, P, I, O>;
    };
  return {
    get: verb('GET', 'none'),
    post: verb('POST', 'replay'),
    put: verb('PUT', 'none'),
    patch: verb('PATCH', 'none'),
    delete: verb('DELETE', 'none'),
  };
}

type SchemasOf<E extends Endpoint> = NonNullable<E['schemas']>;
type Of<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export type ParamsOf<E extends Endpoint> = Of<SchemasOf<E>['params']>;
export type QueryOf<E extends Endpoint> = Of<SchemasOf<E>['query']>;
export type BodyOf<E extends Endpoint> = Of<SchemasOf<E>['body']>;
/** What the handler returns (before the response schema serialises it). */
export type ReplyOf<E extends Endpoint> = SchemasOf<E>['response'] extends z.ZodType
  ? z.input<SchemasOf<E>['response']>
  : unknown;
/** What the client receives. */
export type ResponseOf<E extends Endpoint> = E['file'] extends true
  ? Blob
  : SchemasOf<E>['response'] extends z.ZodType
    ? z.output<SchemasOf<E>['response']>
    : undefined;

/** What a call needs: each declared part, by name; nothing for a part the endpoint does not take. */
export type InputOf<E extends Endpoint> = (SchemasOf<E>['params'] extends z.ZodType
  ? { params: In<SchemasOf<E>['params']> }
  : { params?: undefined }) &
  (SchemasOf<E>['query'] extends z.ZodType ? { query: In<SchemasOf<E>['query']> } : { query?: undefined }) &
  (SchemasOf<E>['body'] extends z.ZodType ? { body: In<SchemasOf<E>['body']> } : { body?: undefined }) &
  (E['upload'] extends true ? { form: FormData } : { form?: undefined });

/** The key's one format (the plugin's check, shared so tests and clients agree). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/uber/trip/:id` with `{ id: 'x' }` → `/uber/trip/x` (each value URI-encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
