import { expectAreaRendersItsRoutes } from '@engage/shared/federation/area-testing';
import App from './App';

it('shows a page for every route the shared table gives mf-feed', () => {
  expectAreaRendersItsRoutes('mf_feed', App);
});
