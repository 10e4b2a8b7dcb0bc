/**
 * The served OpenAPI document is valid (checked by @apidevtools/swagger-parser, the
 * validator code generators and gateways rely on), documents every body and every answer, and
 * the reference page at `/api/docs/` is there in development and, in production, only when
 * API_DOCS_UI=true.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { loadConfig, PROVIDER_SETTINGS } from '../config';
import { openTestApp, type TestApp } from '../../tests/test-app';

type Document = OpenAPIV3_1.Document;

async function servedDocument(t: TestApp): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

const operations = (document: Document) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ key: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );

describe('the OpenAPI document (development)', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await openTestApp();
    document = await servedDocument(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('passes the standard validator (swagger-parser), as OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('declares for every operation a success answer, the error body, and the bodies it takes', () => {
    const problems: string[] = [];
    for (const { key, operation } of operations(document)) {
      const statuses = Object.keys(operation.responses ?? {});
      if (!statuses.some((status) => /^[23]/.test(status))) problems.push(`${key}: no success answer`);
      // Every operation can fail unexpectedly, and says with which body.
      const internal = operation.responses?.['500'] as OpenAPIV3_1.ResponseObject | undefined;
      if (!internal?.content?.['application/json']?.schema) problems.push(`${key}: no 500 body`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const described = response as OpenAPIV3_1.ResponseObject;
        // A 3xx is a redirect; everything else has a body with a schema.
        if (!status.startsWith('3') && !Object.values(described.content ?? {}).some((media) => media.schema)) {
          problems.push(`${key} ${status}: no body schema`);
        }
      }
      if (operation.security?.length && !statuses.includes('401')) problems.push(`${key}: secured without a 401`);
    }
    expect(problems).toEqual([]);
  });

  it('documents the withdrawal body of the issue with a 3.1 exclusive minimum and its refusals', () => {
    const withdraw = document.paths?.['/api/wallet/withdraw/']?.post;
    const body = withdraw?.requestBody as OpenAPIV3_1.RequestBodyObject;
    const schema = body.content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(schema.properties?.amount).toMatchObject({ type: 'number', exclusiveMinimum: 0 });
    // 409 and 422: a copy sent with the same Idempotency-Key while the first runs, or for another request.
    expect(Object.keys(withdraw?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '413', '415', '422', '500', '502', '503'].sort(),
    );
    expect(withdraw?.description).toContain('Idempotency-Key');
    expect(withdraw?.responses?.['400']).toMatchObject({
      content: { 'application/json': { schema: { required: ['detail'], properties: { errors: expect.any(Object) } } } },
    });
  });

  it('marks a body that may be left out as not required', () => {
    const body = document.paths?.['/api/affiliate/withdraw/']?.post?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(body.required).toBe(false);
    expect(body.content['application/json']?.schema).toMatchObject({ properties: { amount: expect.any(Object) } });
  });

  it('serves the reference page at /api/docs/, signed out, reading the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(document);
  });
});

describe('the reference page in production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'production-secret-production-secret-0123456789',
    DATA_DIR: '/tmp/engage-never-written',
    ...Object.fromEntries(Object.values(PROVIDER_SETTINGS).map((setting) => [setting, 'off'])),
  };

  it('is off unless API_DOCS_UI=true, and the setting is validated', () => {
    expect(loadConfig(production).apiDocsUi).toBe(false);
    expect(loadConfig({ ...production, API_DOCS_UI: 'true' }).apiDocsUi).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/engage-dev-config-test/pglite' }).apiDocsUi).toBe(
      true,
    );
    expect(() => loadConfig({ ...production, API_DOCS_UI: 'yes' })).toThrow(/API_DOCS_UI must be true or false/);
  });

  it.each([
    [false, 404],
    [true, 200],
  ])('with API_DOCS_UI=%s answers %i; the document is served either way', async (ui, status) => {
    const t = await openTestApp({ ...loadConfig({ ...production, API_DOCS_UI: String(ui) }), port: 0 });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(status);
      const document = await servedDocument(t);
      await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
