/** The host's own page listing what is deployed. */
export const versionsPath = '/__versions';
