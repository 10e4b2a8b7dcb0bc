/** Spec 001 §7 "Locations for autocomplete | GET | get-locations/". */
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';

export async function locationsRoutes(app: AppInstance): Promise<void> {
  app.route({
    ...apiRoute('locations', { tags: ['locations'] }),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'private, max-age=86400');
      return app.services.locations.list();
    },
  });
}
