/** The visitor's lists, each kept in localStorage under its own name. */
export type ListName = 'readList' | 'wishList';
export const listNames: readonly ListName[] = ['readList', 'wishList'];
