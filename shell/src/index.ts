// The HTML's inline start has asked for config.json and the route's area (early-start.ts); this
// only starts them when it did not run (the development server).
import { startEarly } from './startup/early-start';

// The signed-in layout is a lazy route module (shell-router.tsx): ask for it now, with the
// shell's own chunks, not once the router has started.
if (startEarly().signedInLayout) void import(/* webpackChunkName: "signed-in-layout" */ './layout/app-layout');
// Async boundary: shared singletons are negotiated before bootstrap runs. Named so the build can
// preload its chunks from the HTML (webpack-preset.mjs).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
