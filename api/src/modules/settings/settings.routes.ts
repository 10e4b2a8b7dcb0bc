/**
 * `GET settings/`: what the browser must follow and the server decides (the minimum watch time
 * for a view credit, `MIN_WATCH_SECONDS`; the pending hold, `PENDING_HOLD_HOURS`). Public and cacheable: it is the same for everyone.
 */
import type { AppInstance } from '../../http/app-instance';
import { apiRoute } from '../../http/api-route';

export async function settingsRoutes(app: AppInstance): Promise<void> {
  app.route({
    ...apiRoute('settings', { tags: ['settings'], config: { public: true } }),
    handler: async (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=300');
      return { min_watch_seconds: app.config.minWatchSeconds, pending_hold_hours: app.config.pendingHoldHours };
    },
  });
}
