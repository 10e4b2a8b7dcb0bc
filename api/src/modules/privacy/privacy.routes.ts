/**
 * "Download my data" (docs/privacy.md): the user's export asked for and its status, and its two
 * files, each opened by a token of that export together with its owner's session.
 */
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../http/authenticate';

export async function privacyRoutes(app: AppInstance): Promise<void> {
  const exports = app.services.dataExports;

  app.route({
    ...apiRoute('dataExport', { tags: ['privacy'] }),
    handler: async (request) => exports.status(currentUser(request).userId),
  });

  app.route({
    ...apiRoute('dataExportRequest', {
      tags: ['privacy'],
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 hour',
          keyGenerator: (request) => `data-export|${request.auth?.userId ?? request.ip}`,
        },
      },
      description:
        'Answers the export being prepared or still ready when there is one, else asks for a new one. The ' +
        'answer’s `token` (with the session) opens the files; each call gives a new one, and the previous ' +
        'one this way stops working.',
    }),
    handler: async (request, reply) => reply.status(202).send(await exports.request(currentUser(request).userId)),
  });

  app.route({
    ...apiRoute('dataExportFile', { tags: ['privacy'], errors: [404] }),
    handler: async (request, reply) => {
      const file = await exports.file(currentUser(request).userId, request.params.token, request.params.file);
      // Every record of one person: no shared cache may keep it.
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
}
