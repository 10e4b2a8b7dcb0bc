import { openTestApp, type TestApp } from '../../../tests/test-app';
import { SANDBOX_DEMO_VIDEO, SANDBOX_MEDIA_PREFIX } from './sandbox-media.routes';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => t.close());

it('serves the demo video to anyone, as WebM, with byte ranges for seeking', async () => {
  const whole = await t.app.inject({ method: 'GET', url: `${SANDBOX_MEDIA_PREFIX}${SANDBOX_DEMO_VIDEO}` });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('video/webm');
  expect(whole.headers['accept-ranges']).toBe('bytes');

  const part = await t.app.inject({
    method: 'GET',
    url: `${SANDBOX_MEDIA_PREFIX}${SANDBOX_DEMO_VIDEO}`,
    headers: { range: 'bytes=0-99' },
  });
  expect(part.statusCode).toBe(206);
  expect(part.rawPayload.length).toBe(100);
});

it('serves nothing else from the folder or above it', async () => {
  for (const name of ['..%2Fpackage.json', 'secret.txt', 'missing.webm']) {
    const response = await t.app.inject({ method: 'GET', url: `${SANDBOX_MEDIA_PREFIX}${name}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  }
});
