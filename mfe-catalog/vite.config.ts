import { defineRemoteApp } from '../shared/build/defineFederatedApp';

export default defineRemoteApp('catalog', {
  Home: './src/exposed/Home.tsx',
  BookDetails: './src/exposed/BookDetails.tsx',
});
