/**
 * Where the visitor was on Home, per history entry, for Back and reload. The grid only holds
 * the rows near the viewport and their heights are estimated until drawn, so a pixel offset
 * alone would land on another book: below the grid's top the spot is a book and the distance
 * scrolled past its row.
 */
export type ScrollSpot = { y: number } | { book: number; offset: number };

const STORAGE_KEY = 'bookmarked:home-scroll';
const MAX_ENTRIES = 30;

type Spots = Record<string, ScrollSpot>;

function isSpot(value: unknown): value is ScrollSpot {
  if (typeof value !== 'object' || value === null) return false;
  const spot = value as Record<string, unknown>;
  if ('y' in spot) return Number.isFinite(spot.y);
  return Number.isInteger(spot.book) && (spot.book as number) >= 0 && Number.isFinite(spot.offset);
}

function readAll(): Spots {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Spots) : {};
  } catch {
    return {};
  }
}

export function readScrollSpot(entry: string): ScrollSpot | undefined {
  const spot = readAll()[entry];
  return isSpot(spot) ? spot : undefined;
}

export function saveScrollSpot(entry: string, spot: ScrollSpot): void {
  const spots = readAll();
  delete spots[entry];
  spots[entry] = spot;
  const entries = Object.entries(spots).slice(-MAX_ENTRIES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or disabled: Back simply starts at the top.
  }
}
