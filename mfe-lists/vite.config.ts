import { defineRemoteApp } from '../shared/build/defineFederatedApp';

export default defineRemoteApp('lists', {
  ListedBooks: './src/exposed/ListedBooks.tsx',
});
