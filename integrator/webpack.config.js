import { federatedApp } from '@engage/tooling/webpack-preset';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'integrator',
  title: 'Partner page embedding engage',
  template: './src/index.html',
});
