import { describe, expect, it } from 'vitest';
import { inlineStyles, inlineStyleSheets, stylesHeldInline } from './inlineStyles';

describe('inline style sheets', () => {
  it('carries CSS in a style element that no text in it can close', () => {
    expect(inlineStyles(['a{color:red}', 'b::after{content:"</style>"}'])).toBe('<style>a{color:red}</style><style>b::after{content:"<\\/style>"}</style>');
  });

  it('names each sheet held inline with a link the browser neither fetches nor applies', () => {
    expect(stylesHeldInline(['assets/Page-1.css'])).toBe('<link rel="stylesheet" type="text/plain" href="assets/Page-1.css" disabled>');
  });

  it('puts each linked sheet it knows in its own place, and leaves the others linked', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><style>x{}</style><link rel="stylesheet" href="/assets/other.css"></head>';
    const css: Record<string, string> = { '/assets/index-1.css': 'body{margin:0}' };
    expect(inlineStyleSheets(html, (href) => css[href])).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" type="text/plain" href="/assets/index-1.css" disabled><style>x{}</style><link rel="stylesheet" href="/assets/other.css"></head>',
    );
  });
});
