import { defineRemoteApp } from '../shared/build/defineFederatedApp.ts';
import { exposedPages } from './federation.config.ts';

/** recharts and the libraries only it uses: one cacheable chunk, fetched with the chart alone. */
const chartLibraries =
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|internmap|use-sync-external-store|react-is)[\\/]/;

export default defineRemoteApp('graph', exposedPages, {
  vite: {
    build: {
      rolldownOptions: {
        output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'recharts', test: chartLibraries }] } },
      },
    },
  },
});
