import { useRef, useState } from 'react';
import { Link, matchPath, remoteRoutes, useLocation } from '@bookmarked/shared';
import { NAV_LINK_ATTRIBUTE } from '@bookmarked/shared/composition';
import { focusRing, ThemeToggle, useIsClient } from '@bookmarked/ui';

/** The pages the app registry gives a navigation label, in its order. */
const links = remoteRoutes.flatMap(({ path, nav }) => (nav ? [{ to: path, label: nav }] : []));

/** Styled by its mark, so a link a server marked current looks it before the app runs. */
const navLinkClass = `block rounded-lg border border-transparent px-4 py-2 font-medium text-stone-700 hover:bg-stone-100 ${focusRing} aria-[current=page]:border-emerald-600 aria-[current=page]:text-emerald-700 aria-[current=page]:hover:bg-transparent`;

/** During hydration: whether the server's HTML marked this link current (a composing server does; the page as built marks none). */
const servedAsCurrent = (to: string) =>
  typeof document !== 'undefined' && document.querySelector(`[${NAV_LINK_ATTRIBUTE}="${to}"][aria-current="page"]`) !== null;

/**
 * The frame is drawn at the host's build for every path, and a composing server marks the
 * current page's link in it (`markCurrentPage`); hydration draws the links as served, and the
 * current link is marked right after. The same link elements stay throughout: swapping them for
 * others as the mark comes would drop a click pressed on the old one and released on the new.
 */
function NavLinks() {
  const { pathname } = useLocation();
  const pathKnown = useIsClient();
  return links.map((link) => {
    // As the router matches a page: in any case, with a trailing slash or not.
    const isActive = pathKnown ? matchPath({ path: link.to, end: true }, pathname) !== null : servedAsCurrent(link.to);
    return (
      <li key={link.to}>
        <Link to={link.to} className={navLinkClass} aria-current={isActive ? 'page' : undefined} {...{ [NAV_LINK_ATTRIBUTE]: link.to }}>
          {link.label}
        </Link>
      </li>
    );
  });
}

/** Fixed, not from useId, so the server's frame and the client agree (the header is drawn once). */
const menuId = 'site-menu';

/** Sign In and Sign Up are shown in the header but do nothing yet: the product has no accounts. */
function AccountButtons() {
  return (
    <>
      <button type="button" className={`rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 ${focusRing}`}>
        Sign In
      </button>
      <button type="button" className={`rounded-lg bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 ${focusRing}`}>
        Sign Up
      </button>
    </>
  );
}

export function Header() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | undefined>(undefined);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : undefined);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header className="border-b border-stone-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4">
        <Link to="/" className={`rounded text-2xl font-bold text-stone-900 ${focusRing}`}>
          Bookmarked
        </Link>
        <ul className="hidden items-center gap-2 lg:flex">
          <NavLinks />
        </ul>
        <div className="flex items-center gap-3">
          <div className="hidden items-center gap-3 lg:flex">
            <AccountButtons />
          </div>
          <ThemeToggle />
          <button
            ref={menuButton}
            type="button"
            className={`rounded-lg p-2 text-stone-800 hover:bg-stone-100 lg:hidden ${focusRing}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={() => setMenuOpen(!menuOpen)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && menuOpen) closeMenu();
            }}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {menuOpen ? (
        <div
          id={menuId}
          className="border-t border-stone-200 px-4 pb-4 lg:hidden"
          onKeyDown={(event) => {
            // Focus was inside the menu, which goes away: it returns to the Menu button.
            if (event.key === 'Escape') closeMenu();
          }}
        >
          <ul className="flex flex-col gap-1 pt-3">
            <NavLinks />
          </ul>
          <div className="mt-3 flex gap-3">
            <AccountButtons />
          </div>
        </div>
      ) : null}
    </header>
  );
}
