/**
 * Property-based fuzzing of the whole API from its own OpenAPI document: every
 * operation, signed in and signed out, with valid, boundary and wrong-typed values in its path,
 * query and body, in each content type it declares and in one it does not.
 *
 * 1. Every request value in the document is bounded (strings `maxLength`, numbers `maximum`,
 *    arrays `maxItems`) — the contract rule that keeps values inside their columns.
 * 2. Requests the schema must refuse (one value past its bound, off its pattern or of another
 *    type; an undeclared content type; a missing body) answer 4xx and change no row anywhere.
 * 3. Any request, valid or not: never a 5xx.
 *
 * Fixed seed; SEED, RUNS_PER_OPERATION and the counts printed at the end are the figures to
 * quote. Excluded: nothing. (The sandbox media route is hidden from the document; it serves a
 * static file.)
 */
import fc from 'fast-check';
import { signUp, type SignedIn } from '../../tests/auth-helpers';
import { insertFundedLink } from '../../tests/fixtures';
import { anyValue, invalidValues, validValue, type JsonSchema } from '../../tests/openapi-arbitraries';
import { openTestApp, type TestApp } from '../../tests/test-app';

const SEED = 20_261_123;
const RUNS_PER_OPERATION = 12;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  /** Content type → body schema, as declared (empty: the operation takes no body). */
  bodies: Record<string, JsonSchema>;
  /** False where the body may be left out (`requestBody.required: false`). */
  bodyRequired: boolean;
  secured: boolean;
}

/** One request, as the generators build it before it is turned into an `inject` call. */
interface Draft {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: { type: string; value: unknown };
  who: 'user' | 'anonymous' | 'forged';
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';
const BOUNDARY = 'engage-fuzz-boundary';

let t: TestApp;
let operations: Operation[];
const users = new Map<string, SignedIn>();
const tally = { operations: 0, requests: 0, refusals: 0 };

beforeAll(async () => {
  t = await openTestApp();
  // A few rows for ids to find: the fuzzer's small integers then reach real links.
  const producer = await signUp(t.app, t.database, { verified: true });
  for (let i = 0; i < 3; i += 1) await insertFundedLink(t.database.db, t.app.services.ledger, producer.userId);
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
  operations = readOperations(document);
  // Each operation gets its own user: deleting the account or logging out spoils no other.
  // Four at a time: each sign-up hashes a password twice (argon2, on libuv's four threads).
  const secured = operations.filter((operation) => operation.secured);
  for (let start = 0; start < secured.length; start += 4) {
    await Promise.all(
      secured.slice(start, start + 4).map(async (operation) => {
        users.set(key(operation), await signUp(t.app, t.database, { verified: true }));
      }),
    );
  }
}, 300_000);

afterAll(async () => {
  console.info(
    `[fuzz] seed ${SEED}, ${RUNS_PER_OPERATION} runs per operation: ${tally.operations} operations, ` +
      `${tally.requests} requests (${tally.refusals} certainly invalid, each answered 4xx with no row changed)`,
  );
  await t.close();
});

test('every request value in the OpenAPI document is bounded', () => {
  const unbounded = operations.flatMap((operation) => [
    ...operation.parameters.flatMap((parameter) =>
      unboundedPaths(parameter.schema, `${key(operation)} ${parameter.in}:${parameter.name}`),
    ),
    ...Object.entries(operation.bodies).flatMap(([type, schema]) =>
      unboundedPaths(schema, `${key(operation)} body(${type})`),
    ),
  ]);
  expect(unbounded).toEqual([]);
  expect(operations.length).toBeGreaterThan(80);
});

test('requests the schema refuses answer 4xx and change nothing in the database', async () => {
  const before = await snapshot();
  const accepted: string[] = [];
  for (const operation of operations) {
    for (const draft of refusedDrafts(operation)) {
      const response = await send(operation, draft);
      tally.refusals += 1;
      if (response.statusCode < 400 || response.statusCode >= 500) {
        accepted.push(`${key(operation)} ${JSON.stringify(draft)} → ${response.statusCode}`);
      }
    }
  }
  expect(accepted).toEqual([]);
  expect(await snapshot()).toEqual(before);
}, 120_000);

test('no request of any kind gets a 5xx', async () => {
  for (const operation of operations) {
    tally.operations += 1;
    await fc.assert(
      fc.asyncProperty(draftOf(operation), async (draft) => {
        const response = await send(operation, draft);
        if (response.statusCode >= 500) {
          throw new Error(`${key(operation)} answered ${response.statusCode}: ${response.body}`);
        }
      }),
      { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
    );
  }
}, 300_000);

// --- the document ------------------------------------------------------------------------------

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

function readOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header'),
      bodies: Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, content]) => [type, content.schema]),
      ),
      bodyRequired: operation.requestBody?.required === true,
      secured: (operation.security ?? []).length > 0,
    })),
  );
}

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Where a request schema lets a value through unbounded (JSON paths, for the message). */
function unboundedPaths(schema: JsonSchema, where: string): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => unboundedPaths(branch, where));
  if (schema.enum || schema.const !== undefined) return [];
  switch (schema.type) {
    case 'string':
      return schema.maxLength === undefined ? [`${where}: string without maxLength`] : [];
    case 'integer':
    case 'number':
      return schema.maximum === undefined && schema.exclusiveMaximum === undefined
        ? [`${where}: ${schema.type} without maximum`]
        : [];
    case 'array':
      return [
        ...(schema.maxItems === undefined ? [`${where}: array without maxItems`] : []),
        ...unboundedPaths(schema.items ?? {}, `${where}[]`),
      ];
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
        unboundedPaths(property, `${where}.${name}`),
      );
    default:
      return [];
  }
}

// --- generating requests -------------------------------------------------------------------------

function parameterValues(
  operation: Operation,
  where: 'path' | 'query',
  value: (schema: JsonSchema) => fc.Arbitrary<unknown>,
) {
  const parameters = operation.parameters.filter((parameter) => parameter.in === where);
  return fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, value(parameter.schema)])), {
    requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
}

/** Any request: each declared content type, an undeclared one, or no body; any caller. */
function draftOf(operation: Operation): fc.Arbitrary<Draft> {
  const declared = Object.entries(operation.bodies).map(([type, schema]) =>
    (type === MULTIPART_TYPE ? fc.uint8Array({ maxLength: 64 }) : anyValue(schema)).map((value) => ({ type, value })),
  );
  const body = fc.oneof(
    ...declared.map((arbitrary) => ({ weight: 6, arbitrary })),
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constantFrom('text/plain', FORM_TYPE, JSON_TYPE),
        value: fc.jsonValue({ maxDepth: 2 }),
      }),
    },
  );
  return fc.record({
    path: parameterValues(operation, 'path', anyValue),
    query: parameterValues(operation, 'query', anyValue),
    body,
    who: fc.constantFrom<Draft['who']>('user', 'user', 'user', 'anonymous', 'forged'),
  });
}

/**
 * Requests certain to be refused: a valid request with one thing wrong — one parameter or one
 * body field replaced by a value its schema refuses, a body in an undeclared content type, a
 * body that is not an object, no body where one is required — plus the same signed out.
 */
function refusedDrafts(operation: Operation): Draft[] {
  const [valid] = fc.sample(
    fc.record({
      path: parameterValues(operation, 'path', validValue),
      query: parameterValues(operation, 'query', validValue),
    }),
    { seed: SEED, numRuns: 1 },
  );
  if (!valid) return [];
  const bodyType = Object.keys(operation.bodies).find((type) => type !== MULTIPART_TYPE);
  const bodySchema = bodyType ? operation.bodies[bodyType] : undefined;
  const [validBody] = bodySchema ? fc.sample(validValue(bodySchema), { seed: SEED, numRuns: 1 }) : [];
  const base: Draft = {
    ...valid,
    body: bodyType ? { type: bodyType, value: validBody } : undefined,
    who: 'user',
  };
  const drafts: Draft[] = [];
  for (const parameter of operation.parameters) {
    const where = parameter.in === 'path' ? 'path' : 'query';
    for (const wrong of invalidValues(parameter.schema)) {
      drafts.push({ ...base, [where]: { ...base[where], [parameter.name]: wrong } });
    }
  }
  if (bodyType && bodySchema) {
    drafts.push({ ...base, body: { type: bodyType, value: [1] } });
    if (operation.bodyRequired) drafts.push({ ...base, body: undefined });
    if (!operation.bodies['text/plain']) drafts.push({ ...base, body: { type: 'text/plain', value: 'hello' } });
    if (bodySchema.type === 'object' && !bodySchema.anyOf && validBody && typeof validBody === 'object') {
      for (const [name, property] of Object.entries(bodySchema.properties ?? {})) {
        for (const wrong of invalidValues(property)) {
          drafts.push({ ...base, body: { type: bodyType, value: { ...validBody, [name]: wrong } } });
        }
      }
    }
  }
  if (!operation.bodies[FORM_TYPE]) drafts.push({ ...base, body: { type: FORM_TYPE, value: { a: 'b' } } });
  if (operation.secured) drafts.push({ ...base, who: 'anonymous' }, { ...base, who: 'forged' });
  return drafts;
}

// --- sending -------------------------------------------------------------------------------------

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function encodeBody(body: NonNullable<Draft['body']>): string | Buffer {
  if (body.type === FORM_TYPE) {
    const fields = body.value && typeof body.value === 'object' && !Array.isArray(body.value) ? body.value : {};
    return new URLSearchParams(
      Object.entries(fields).map(([name, value]): [string, string] => [name, asText(value)]),
    ).toString();
  }
  if (body.type === MULTIPART_TYPE) {
    const bytes = body.value instanceof Uint8Array ? Buffer.from(body.value) : Buffer.from(asText(body.value));
    return Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  }
  return body.type === JSON_TYPE ? JSON.stringify(body.value ?? null) : asText(body.value);
}

async function send(operation: Operation, draft: Draft) {
  tally.requests += 1;
  const url = new URL(
    operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(asText(draft.path[name]))),
    'http://fuzz.test',
  );
  for (const [name, value] of Object.entries(draft.query)) {
    if (value !== undefined) url.searchParams.set(name, asText(value));
  }
  const headers: Record<string, string> = {};
  const user = users.get(key(operation));
  if (draft.who === 'user' && user) headers.authorization = user.headers.authorization;
  if (draft.who === 'forged') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged';
  let payload: string | Buffer | undefined;
  if (draft.body) {
    headers['content-type'] =
      draft.body.type === MULTIPART_TYPE ? `${MULTIPART_TYPE}; boundary=${BOUNDARY}` : draft.body.type;
    payload = encodeBody(draft.body);
  }
  return t.app.inject({ method: operation.method, url: `${url.pathname}${url.search}`, headers, payload });
}

/** Every table's row count and a digest of its rows: equal snapshots, nothing written. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await t.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await t.database.query<{ rows: number; digest: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
    );
    digest[table] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  return digest;
}
