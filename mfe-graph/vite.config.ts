import { defineRemoteApp } from '../shared/build/defineFederatedApp';

export default defineRemoteApp('graph', {
  PagesGraph: './src/exposed/PagesGraph.tsx',
});
