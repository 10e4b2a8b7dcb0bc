/**
 * The pages run React's API on Preact: the same components, hooks and libraries, about 10 kB of
 * compressed JavaScript where react-dom is 56 kB, which a phone on mobile data waits for before
 * anything on the page is drawn. Types still come from @types/react. Each React module name and
 * the Preact module that serves it, for the builds (webpack-preset.mjs) and the tests
 * (jest-preset.mjs) alike.
 */
export const reactOnPreact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};
