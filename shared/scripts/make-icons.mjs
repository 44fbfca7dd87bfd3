#!/usr/bin/env node
// Renders the install icons in shared/public/icons from the favicon's drawing: 192 and 512 px,
// plus a maskable 512 px whose bookmark sits inside the safe zone (the middle 80%) on a
// full-bleed background. Run it after changing the favicon; the PNGs are checked in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const out = new URL('../public/icons/', import.meta.url);
const GREEN = '#059669';
const BOOKMARK = '<path d="M9 6h14v21l-7-5-7 5z" fill="#fff"/>';

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${GREEN}"/>${BOOKMARK}</svg>`;
// The bookmark scaled to 60% around the centre, on a square that fills the whole mask.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${GREEN}"/><g transform="translate(16 16.5) scale(0.6) translate(-16 -16.5)">${BOOKMARK}</g></svg>`;

const render = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

mkdirSync(out, { recursive: true });
writeFileSync(new URL('icon-192.png', out), render(icon, 192));
writeFileSync(new URL('icon-512.png', out), render(icon, 512));
writeFileSync(new URL('maskable-512.png', out), render(maskable, 512));
console.log('icons written to shared/public/icons');
