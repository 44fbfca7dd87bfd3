import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from '@bookmarked/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { markCurrentPage } from '@bookmarked/shared/composition';
import { Header } from './Header';

/** The host depends on the router only through shared, which offers the browser router: jsdom's history serves. */
function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<RouterProvider router={createBrowserRouter([{ path: '*', element: <Header /> }])} />);
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menu = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '');

describe('Header', () => {
  it('links the brand home and names the three pages, marking the current one', () => {
    renderAt('/listed');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Bookmarked' })).toHaveAttribute('href', '/');
    const links = within(nav).getAllByRole('link').slice(1);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Listed Books', '/listed'],
      ['Pages to Read', '/pages-graph'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Listed Books' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('hydrating the frame drawn at build marks the current link on the same link elements, so a click pressed during it is not dropped', async () => {
    const frame = document.createElement('div');
    frame.innerHTML = renderToString(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] })} />);
    document.body.append(frame);
    onTestFinished(() => frame.remove());
    const drawn = [...frame.querySelectorAll('a')];
    expect(drawn.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);

    window.history.replaceState(null, '', '/listed/');
    const root = await act(async () => hydrateRoot(frame, <RouterProvider router={createBrowserRouter([{ path: '*', element: <Header /> }])} />));
    expect([...frame.querySelectorAll('a')]).toEqual(drawn);
    expect(within(frame).getByRole('link', { name: 'Listed Books' })).toHaveAttribute('aria-current', 'page');
    act(() => root.unmount());
  });

  it('hydrating a frame a server marked keeps its mark on the same link, with no hydration warning, and moves it as the visitor moves', async () => {
    const frame = document.createElement('div');
    const built = renderToString(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] })} />);
    frame.innerHTML = markCurrentPage(built, '/Listed/');
    document.body.append(frame);
    onTestFinished(() => frame.remove());
    const served = within(frame).getByRole('link', { name: 'Listed Books' });
    expect(within(frame).getAllByRole('link', { current: 'page' })).toEqual([served]);

    const errors = vi.spyOn(console, 'error');
    onTestFinished(() => errors.mockRestore());
    window.history.replaceState(null, '', '/listed');
    const root = await act(async () => hydrateRoot(frame, <RouterProvider router={createBrowserRouter([{ path: '*', element: <Header /> }])} />, { onRecoverableError: (error) => console.error(error) }));
    expect(errors).not.toHaveBeenCalled();
    expect(within(frame).getAllByRole('link', { current: 'page' })).toEqual([served]);

    const user = userEvent.setup();
    await user.click(within(frame).getByRole('link', { name: 'Pages to Read' }));
    expect(within(frame).getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['Pages to Read']);
    act(() => root.unmount());
  });

  it('marks the page current however its address is written, as the router finds it', () => {
    renderAt('/Pages-Graph//');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['Pages to Read']);
  });

  it('Home is current only on the home page itself', () => {
    renderAt('/details');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryAllByRole('link', { current: 'page' })).toEqual([]);
  });

  it('opens the small-screen menu with the links and account buttons, and closes it again', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const opened = menu();
    if (!opened) throw new Error('the menu did not open');
    expect(within(opened).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Listed Books', 'Pages to Read']);
    expect(within(opened).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
  });

  it('closes the menu on Escape, and only on Escape', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(menuButton());
    const opened = menu();
    if (!opened) throw new Error('the menu did not open');
    within(opened).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('a');
    expect(menu()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape on its button too, where focus stays', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(menuButton());
    await user.keyboard('a');
    expect(menu()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(menuButton()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu once one of its links is followed', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(menuButton());
    const opened = menu();
    if (!opened) throw new Error('the menu did not open');
    await user.click(within(opened).getByRole('link', { name: 'Listed Books' }));
    expect(menu()).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Listed Books' })[0]).toHaveAttribute('aria-current', 'page');
  });
});
