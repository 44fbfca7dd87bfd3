/** The part of the Network Information API read here (Chromium only; others have none). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

export interface PageConditions {
  connection: ConnectionHints | undefined;
  visibility: DocumentVisibilityState;
}

export const currentConditions = (): PageConditions => ({
  connection: (navigator as Navigator & { connection?: ConnectionHints }).connection,
  visibility: document.visibilityState,
});

/** Whether the visitor asked to save data, or is on a connection too slow to spend on a guess. */
function savesData(connection: ConnectionHints | undefined): boolean {
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/**
 * Whether the site may fetch a section the visitor has not asked for yet: never when they save
 * data or are on 2G, and not while the page is hidden (a background tab's bandwidth and CPU are
 * the visitor's, for what they look at).
 */
export function prefetchAllowed({ connection, visibility }: PageConditions = currentConditions()): boolean {
  return visibility === 'visible' && !savesData(connection);
}
