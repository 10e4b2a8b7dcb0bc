/**
 * Strings only Preact's minified code carries: its renderer (which React's API runs on, see
 * `shared/build/webpack-preset.mjs`), its hooks and its React layer. A script holding one holds
 * that module.
 */
export const rendererMarkers = {
  renderer: '1998/Math/MathML',
  hooks: '__H.__h',
  reactLayer: '__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
} as const;
