/**
 * The reasons the catalogue's own error state carries, so every page shows the same one.
 * Every other text lives in the UI kit (@bookmarked/ui), which each app bundles for itself.
 */
export const catalogueMessages = {
  catalogueUnreachable: 'The book list could not be reached. Check your connection and try again.',
  catalogueHttpError: (status: number) => `The book list could not be loaded (error ${status}).`,
  catalogueInvalid: 'The book list is damaged and could not be read.',
} as const;
