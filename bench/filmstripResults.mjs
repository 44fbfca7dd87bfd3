// What bench/filmstrip.mjs keeps (when each side first drew anything, per width and route, and
// the picture of each), where it writes the pictures, and the table it prints and writes
// (docs/results/filmstrip.md), drawn from that alone.

/** Where the pictures go, from the repository's root: beside the README's screenshots, where the docs show them. */
export const IMAGES_DIR = 'docs/images';

/**
 * The picture of a route at a width: `first-second-home-375px.jpg`, `first-second-details-id-5-1366px.jpg`.
 * @param {string} route
 * @param {number} width
 */
export const filmstripImage = (route, width) => `first-second-${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}px.jpg`;

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'nothing drawn');

/**
 * The Markdown below the results file's header: when each side first drew anything, and the
 * pictures, linked from the results folder.
 * @param {{ conditions: Record<string, any>, results: { sides: string[], strips: { width: number, route: string, image: string, firstDrawn: Record<string, number | null> }[] } }} doc
 * @returns {string[]}
 */
export function renderFilmstrip({ conditions, results }) {
  const { sides, strips } = results;
  const steps = conditions.steps.map((step) => `${step}`).join(', ');
  return [
    `One cold load per width, route and side, at ${conditions.cpuSlowdown}x CPU, ${conditions.network.downloadMbps} Mbit/s and ${conditions.network.latencyMs} ms, after one unrecorded load of each side; frames from Chromium's own record of what it drew. When each side first drew anything (a frame of one colour, the page's background, counts as nothing):`,
    '',
    `| width | route | ${sides.join(' | ')} | picture |`,
    `|---|---|${sides.map(() => '---|').join('')}---|`,
    ...strips.map(({ width, route, image, firstDrawn }) => `| ${width} px | \`${route}\` | ${sides.map((side) => ms(firstDrawn[side])).join(' | ')} | [${image}](../images/${image}) |`),
    '',
    `The pictures: a row per side (${sides.join(', ')}), a column per moment (${steps} ms after the navigation started). This bench writes them to \`${IMAGES_DIR}/\` under these names, replacing the last run's; \`pnpm bench:filmstrip\` refreshes them with this file (\`node bench/filmstrip.mjs\` when the builds are in place).`,
    '',
    ...strips.flatMap(({ width, route, image }) => [
      `![${route} at ${width} px in the first ${Math.max(...conditions.steps)} ms of a cold load: a row per side (${sides.join(', ')}), a frame at ${steps} ms](../images/${image})`,
      '',
    ]),
  ];
}
