/**
 * Strings only React's minified code carries: react-dom's renderer (its fiber key on each DOM
 * node) and React itself (the hooks' dispatcher and the element API, where one of its errors is
 * spelled out). A script holding one holds that module.
 */
export const rendererMarkers = {
  reactDom: '__reactFiber$',
  react: 'React.Children.only expected',
} as const;
