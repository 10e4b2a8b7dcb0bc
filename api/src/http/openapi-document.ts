/**
 * The OpenAPI document as a production server serves it (no sandbox or dev routes), built
 * in-process on a throwaway in-memory PGlite: no port, no data folder. `@engage/api-client`
 * generates its types from it and checks that its committed copy is current.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/database';
import { OPENAPI_PATH } from './openapi';

export async function productionOpenApiDocument(): Promise<OpenAPIV3_1.Document> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({
    config: testConfig({ nodeEnv: 'production', sandboxRoutes: false, apiDocsUi: false }),
    database,
  });
  try {
    await app.ready();
    // Through the route, so that what is generated is exactly what integrators download.
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    return response.json<OpenAPIV3_1.Document>();
  } finally {
    await app.close();
    await database.close();
  }
}
