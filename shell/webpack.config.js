import { federatedApp } from '@engage/tooling/webpack-preset';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'host',
  title: 'engage',
  inlineStart: './src/startup/early-start-inline.ts',
  inlineFirst: './src/startup/first-requests-inline.ts',
  startScripts: { 'feed-picture': './src/startup/feed-picture-start.ts' },
  serviceWorker: './src/service-worker/service-worker.ts',
});
