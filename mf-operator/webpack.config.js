import { federatedApp } from '@engage/tooling/webpack-preset';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  title: 'engage · mf-operator (standalone)',
  exposes: { './App': './src/App.tsx', './parcel': './src/parcel.tsx' },
});
