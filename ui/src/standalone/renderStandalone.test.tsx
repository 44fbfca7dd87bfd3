import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStandalone } from './renderStandalone';

const options = {
  title: 'Lists',
  routes: [{ path: '/listed', element: <h1>Listed page</h1> }],
  links: [
    { to: '/listed', label: 'Listed Books' },
    { to: '/elsewhere', label: 'Elsewhere' },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
});

async function startAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  await act(async () => renderStandalone(options));
}

describe('renderStandalone', () => {
  it("runs a remote's pages under a header naming it, with its links, the current one marked", async () => {
    await startAt('/listed');
    expect(screen.getByRole('heading', { level: 1, name: 'Listed page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Bookmarked · Lists');
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Listed Books', '/listed'],
      ['Elsewhere', '/elsewhere'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Listed Books' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Listed Books' })).toHaveClass('text-emerald-700');
    expect(within(nav).getByRole('link', { name: 'Elsewhere' })).not.toHaveClass('text-emerald-700');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('answers any other path with the 404 page', async () => {
    await startAt('/elsewhere');
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
  });

  it('refuses to start without a #root to render into', () => {
    document.body.innerHTML = '';
    expect(() => renderStandalone(options)).toThrow('#root is missing from index.html');
  });
});
