/**
 * Strings only Preact's minified code carries: its renderer (which React's API runs on, see
 * `shared/build/webpack-preset.mjs`) and its hooks. A script holding one holds that module.
 */
export const rendererMarkers = { renderer: '1998/Math/MathML', hooks: '__H.__h' } as const;
