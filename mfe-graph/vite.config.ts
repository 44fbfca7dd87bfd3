import { defineRemoteApp } from '../shared/build/defineFederatedApp';

/** recharts and the libraries only it uses: one cacheable chunk, fetched with the chart alone. */
const chartLibraries =
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|internmap|use-sync-external-store|react-is)[\\/]/;

export default defineRemoteApp(
  'graph',
  { PagesGraph: './src/exposed/PagesGraph.tsx' },
  {
    vite: {
      build: {
        target: 'es2022',
        sourcemap: false,
        rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'recharts', test: chartLibraries }] } } },
      },
    },
  },
);
