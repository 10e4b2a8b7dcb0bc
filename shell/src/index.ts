// The HTML's inline start has asked for config.json and the route's area (early-start.ts); this
// only starts them when it did not run (the development server).
import { afterFeedPicture } from './feed-picture/feed-picture-host';
import { startEarly } from './startup/early-start';

const early = startEarly();
// A returning user's picture of the feed is painted first: it needs a fraction of the main thread
// the shell's start takes. Its files are on their way meanwhile (preloaded by the HTML's first script).
// In a task of its own: asking for the start-up chunks sets up the shared modules they consume,
// the longest part of this script's run, and the area's manifest, which arrives about when this
// script does, is read (and the area's files asked for) in between instead of after it.
setTimeout(() => afterFeedPicture(start));

function start(): void {
  // The signed-in layout is a lazy route module (shell-router.tsx): ask for it now, with the
  // shell's own chunks, not once the router has started.
  if (early.signedInLayout) void import(/* webpackChunkName: "signed-in-layout" */ './layout/app-layout');
  // Async boundaries: shared singletons are negotiated before these run. Named so the build can
  // preload their chunks from the HTML (webpack-preset.mjs). The page's area loads while the rest
  // of the shell arrives (start-areas.ts).
  const config = import(/* webpackChunkName: "start-areas" */ './startup/start-areas').then(({ startAreas }) =>
    startAreas(early),
  );
  // A config that fails shows the start-up failure once bootstrap has come; until then it is not unhandled.
  config.catch(() => undefined);
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start(config, early.area));
}
