import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VersionsPage } from './VersionsPage';
import type { RemoteVersion } from './fetchRemoteVersions';

const versions = vi.hoisted(() => ({ fetchRemoteVersions: vi.fn() }));
vi.mock('./fetchRemoteVersions', () => versions);

describe('VersionsPage', () => {
  it("shows Loading... and then one row for the host and one per remote, with an unreachable remote's row saying so", async () => {
    let answer: (list: RemoteVersion[]) => void = () => {};
    versions.fetchRemoteVersions.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<VersionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deployed versions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    answer([
      { remote: 'catalog', entry: 'https://catalog.example.com/remoteEntry.js', status: 'ok', version: '1.2.0', buildId: 'b42' },
      { remote: 'graph', entry: 'http://localhost:4176/remoteEntry.js', status: 'unreachable' },
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['App', 'Version', 'Build', 'Entry']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['host', '0.0.0', 'test', window.location.origin],
      ['catalog', '1.2.0', 'b42', 'https://catalog.example.com/remoteEntry.js'],
      ['graph', 'unreachable', '—', 'http://localhost:4176/remoteEntry.js'],
    ]);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['host', 'catalog', 'graph']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
