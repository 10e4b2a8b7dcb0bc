/* global window */
require('@testing-library/jest-dom');

// jsdom has no matchMedia. This one answers width queries from window.innerWidth, so a test
// can set the width (window.innerWidth = 375) and get the mobile layout, as in a browser.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const width = window.innerWidth;
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
  };
}

// The tests run components on Preact (jest-preset.mjs). Preact runs useEffect bodies and the
// clean-ups of unmounted components a frame after a render (requestAnimationFrame, or 35 ms),
// where React runs them as soon as the render is committed. In a browser a user cannot act
// within a frame; a test can: it finds the element a render added and types into it before,
// say, the dialog's effect moves the focus, or sees a mocked answer arrive before the clean-up
// that unsubscribed from it. So here Preact runs them as React does: at the end of each batch
// of renders, or on the next turn of the event loop for a render outside a batch (a root's
// first render). `act` (preact/test-utils) still sets and restores both hooks around itself.
{
  const { options } = require('preact');
  /** Preact's after-paint flushes that have not run yet. */
  let pending = [];
  const flushEffects = () => {
    const flushes = pending;
    pending = [];
    for (const flush of flushes) flush();
  };
  options.requestAnimationFrame = (flush) => {
    pending.push(flush);
    setTimeout(flushEffects, 0);
  };
  // Preact's own default is a promise's then (a microtask): the same, with the effects after.
  options.debounceRendering = (renderQueued) =>
    Promise.resolve().then(() => {
      renderQueued();
      flushEffects();
    });
}
