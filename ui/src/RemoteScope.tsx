import type { ReactNode } from 'react';
import type { RemoteName } from '@bookmarked/shared';

/**
 * The root of a remote's page inside the host. Each remote's Tailwind utilities are scoped
 * under `[data-remote=…]` (see its remote.css): two builds of the same utilities on one page
 * would otherwise re-order each other (a remote's `.hidden` landing after the host's `lg:flex`).
 */
export function RemoteScope({ name, children }: { name: RemoteName; children: ReactNode }) {
  return <div data-remote={name}>{children}</div>;
}
