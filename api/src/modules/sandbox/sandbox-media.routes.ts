/**
 * Sandbox media: a small test video (`api/media/sandbox/engage-demo.webm`, 90 s, VP8) that the
 * demo's Views tasks point at, so watching a task and being credited works offline and in the
 * browser tests, through the same player interface and watch-time rule as a YouTube video.
 * Served with byte ranges (browsers seek with them). Part of the sandbox: absent wherever the
 * sandbox routes are.
 *
 * Regenerate with: ffmpeg -f lavfi -i "testsrc=size=128x72:rate=5:duration=90" -c:v libvpx
 *   -b:v 6k -minrate 1k -maxrate 8k -crf 63 -qmin 50 -qmax 63 -g 50 -an engage-demo.webm
 */
import fastifyStatic from '@fastify/static';
import { join } from 'node:path';
import { apiRoot } from '../../config';
import type { AppInstance } from '../../http/app-instance';
import { SandboxMediaParamsSchema } from './sandbox-schemas';

export const SANDBOX_MEDIA_PREFIX = '/api/sandbox/media/';
export const SANDBOX_DEMO_VIDEO = 'engage-demo.webm';

export async function sandboxMediaRoutes(app: AppInstance): Promise<void> {
  // `serve: false`: only the route below answers, public (a task's player loads it without a token).
  await app.register(fastifyStatic, { root: join(apiRoot, 'media', 'sandbox'), serve: false });
  app.get(
    `${SANDBOX_MEDIA_PREFIX}:name`,
    {
      config: { public: true },
      schema: {
        hide: true,
        params: SandboxMediaParamsSchema,
      },
    },
    (request, reply) => reply.sendFile(request.params.name, { acceptRanges: true, maxAge: '1d' }),
  );
}

/**
 * The absolute URL of the demo video on an API reachable at `apiBase` (no trailing slash). Each
 * demo task gets its own address (`?task=`) for the same file: a watch ticket is kept per link
 * address, so starting one demo video must not count as having started another.
 */
export function sandboxVideoUrl(apiBase: string, task?: number): string {
  const url = `${apiBase}${SANDBOX_MEDIA_PREFIX}${SANDBOX_DEMO_VIDEO}`;
  return task === undefined ? url : `${url}?task=${task}`;
}
