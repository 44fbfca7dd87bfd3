import { defineRemoteApp } from '../shared/build/defineFederatedApp.ts';
import { exposedPages } from './federation.config.ts';

export default defineRemoteApp('graph', exposedPages);
