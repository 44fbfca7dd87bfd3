/** The catalogue is unusable as a whole: not JSON, or not a list. */
export class CatalogueFormatError extends Error {
  override name = 'CatalogueFormatError';
}

/**
 * By name, not `instanceof`: the error may come from another build's copy of this module (the
 * host's first script reads the catalogue before the shared singleton is chosen).
 */
export const isCatalogueFormatError = (error: unknown): boolean => error instanceof Error && error.name === 'CatalogueFormatError';
