import { createAreaParcel } from '@engage/shared/federation/create-parcel';
import App from './App';

/** single-spa lifecycles for integrators who embed this area in their own page. */
export const { bootstrap, mount, unmount } = createAreaParcel('mf_operator', App);
