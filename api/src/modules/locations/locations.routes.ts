/** Spec 001 §7 "Locations for autocomplete | GET | get-locations/". */
import { apiRoutes } from '@engage/shared/api/routes';
import { LocationsResponseSchema } from '@engage/shared/contract/locations';
import type { AppInstance } from '../../http/app-instance';
import { serverPath } from '../../http/api-route';

export async function locationsRoutes(app: AppInstance): Promise<void> {
  app.get(
    serverPath(apiRoutes.locations),
    { schema: { tags: ['locations'], security: [{ bearer: [] }], response: { 200: LocationsResponseSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, max-age=86400');
      return app.services.locations.list();
    },
  );
}
