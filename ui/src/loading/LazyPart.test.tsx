import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { installEarlyInputContract } from '@bookmarked/shared/early-input-contract';
import { LazyPart } from './LazyPart';

let stopContract: () => void = () => undefined;
beforeEach(() => {
  stopContract = installEarlyInputContract();
});
afterEach(() => stopContract());

it('keeps a click made before its code has drawn it, and hands it over once it has', async () => {
  const clicked = vi.fn();
  render(
    <LazyPart>
      <button type="button" onClick={clicked}>
        Show data table
      </button>
    </LazyPart>,
  );
  // Before its effects have settled the part still waits for its code.
  screen.getByRole('button', { name: 'Show data table' }).click();
  expect(clicked).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  screen.getByRole('button', { name: 'Show data table' }).click();
  expect(clicked, 'live from then on').toHaveBeenCalledTimes(2);
});
