import { Outlet, useNavigation } from 'react-router-dom';
import { LoadingText, StorageWarning } from '@bookmarked/shared';
import { Header } from './Header';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="min-h-screen">
      <Header />
      <StorageWarning />
      <main className="mx-auto max-w-7xl px-4 py-8">
        {navigation.state === 'loading' ? <LoadingText /> : <Outlet />}
      </main>
    </div>
  );
}
