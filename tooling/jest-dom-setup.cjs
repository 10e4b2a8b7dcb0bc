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
