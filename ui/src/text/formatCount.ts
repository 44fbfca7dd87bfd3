/**
 * A whole number with thousands separators, as en-US writes it ('10,000'). Done by hand
 * rather than with Intl.NumberFormat: building the first formatter loads locale data, which
 * cost about 30 ms of a slow phone's first render of a large catalogue.
 */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(count)));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
