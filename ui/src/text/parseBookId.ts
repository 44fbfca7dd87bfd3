/** The book id in a `?id=N` address, or undefined when it is missing or not a whole number. */
export function parseBookId(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}
