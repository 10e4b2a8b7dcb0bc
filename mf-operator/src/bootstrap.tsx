import { renderStandalone } from '@engage/shared/federation/standalone';
import App from './App';

renderStandalone('mf_operator', App);
