import { Link, Outlet, useNavigation, LoadingText, StorageWarning } from '@bookmarked/shared';
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
      <footer className="border-t border-stone-200 py-6 text-center text-sm text-stone-600">
        Bookmarked · host {__BUILD_INFO__.version} ·{' '}
        <Link to="/__versions" className="underline hover:text-stone-900">
          Deployed versions
        </Link>
      </footer>
    </div>
  );
}
