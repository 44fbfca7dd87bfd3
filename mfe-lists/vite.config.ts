import { defineRemoteApp } from '../shared/build/defineFederatedApp';
import { exposedPages } from './federation.config';

export default defineRemoteApp('lists', exposedPages);
