import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VersionsPage } from './VersionsPage';
import type { RemoteVersion } from './fetchRemoteVersions';

const versions = vi.hoisted(() => ({ fetchRemoteVersions: vi.fn() }));
vi.mock('./fetchRemoteVersions', () => versions);

describe('VersionsPage', () => {
  it("shows Loading... and then one row for the host and one per remote, with each remote's required platform beside the host's, and an unreachable remote's row saying so", async () => {
    let answer: (list: RemoteVersion[]) => void = () => {};
    versions.fetchRemoteVersions.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<VersionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deployed versions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    answer([
      { remote: 'catalog', entry: 'https://catalog.example.com/remoteEntry.js', status: 'ok', version: '1.2.0', buildId: 'b42', platformRange: '^2.0.0' },
      { remote: 'lists', entry: 'http://localhost:4175/remoteEntry.js', status: 'ok', version: '1.3.0', buildId: 'b43', platformRange: '^2.1.0' },
      { remote: 'graph', entry: 'http://localhost:4176/remoteEntry.js', status: 'unreachable' },
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['App', 'Version', 'Build', 'Release', 'Platform', 'Entry']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['host', '0.0.0', 'test', '—', 'provides 2.0.0', window.location.origin],
      ['catalog', '1.2.0', 'b42', '—', 'needs ^2.0.0', 'https://catalog.example.com/remoteEntry.js'],
      ['lists', '1.3.0', 'b43', '—', 'needs ^2.1.0: newer than this host', 'http://localhost:4175/remoteEntry.js'],
      ['graph', 'unreachable', '—', '—', '—', 'http://localhost:4176/remoteEntry.js'],
    ]);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['host', 'catalog', 'lists', 'graph']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the release each remote comes from, and a running canary with the side this visitor is on', async () => {
    const entry = '/releases/graph/1.0.0-0123456789/remoteEntry.js';
    versions.fetchRemoteVersions.mockResolvedValue([
      { remote: 'graph', entry, status: 'ok', version: '1.0.0', buildId: 'b1', release: '1.0.0-0123456789', canary: { release: '1.0.1-abcdefabcd', percent: 10, chosen: false } },
    ]);
    render(<VersionsPage />);
    const row = await screen.findByRole('row', { name: /^graph/ });
    expect(row).toHaveTextContent('1.0.0-0123456789; canary 1.0.1-abcdefabcd to 10% of visitors: you get the stable release');
  });
});
