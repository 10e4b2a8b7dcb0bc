import { Type } from 'typebox';
import type { AppInstance } from '../../http/app-instance';

export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/health/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }) },
      },
    },
    async () => {
      await app.database.query('SELECT 1');
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
}
