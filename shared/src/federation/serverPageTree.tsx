import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../routing';

/**
 * A remote page at its path, in the Suspense boundary the host draws each remote page in. The
 * remote's build renders this tree to HTML, and hydration in the host walks the same one.
 */
export function serverPageTree(element: ReactNode, path: string): ReactNode {
  const router = createMemoryRouter([{ path: '*', element: <Suspense fallback={null}>{element}</Suspense> }], { initialEntries: [path] });
  return <RouterProvider router={router} />;
}
