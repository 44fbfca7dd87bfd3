import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { serverPageTree } from '../federation/serverPageTree';

/**
 * Draws `element` on the server, then hydrates that HTML in the test's DOM as a visitor's
 * browser would, and returns what React had to say: each mismatch between the server's HTML
 * and the first render in the browser, as React reports it (an empty list when it hydrated
 * cleanly). `beforeHydrate` sets what only a browser knows (its lists, its window) in between.
 */
export async function hydrationProblems(element: () => ReactNode, path: string, beforeHydrate?: () => void): Promise<string[]> {
  const html = renderToString(serverPageTree(element(), path));
  beforeHydrate?.();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const problems: string[] = [];
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const consoleError = console.error;
  console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, serverPageTree(element(), path), {
        onRecoverableError: (error) => problems.push(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)),
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } finally {
    act(() => root?.unmount());
    console.error = consoleError;
    container.remove();
  }
  return problems;
}
