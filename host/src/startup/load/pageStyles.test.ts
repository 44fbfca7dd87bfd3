import { afterEach, describe, expect, it } from 'vitest';
import { applyPageStyles } from './pageStyles';

const sheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href);
const settle = (href: string, event: 'load' | 'error') => document.head.querySelector(`link[href="${href}"]`)?.dispatchEvent(new Event(event));

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a remote page's style sheets", () => {
  it('are linked once each, and settle when every one has applied; one the composed page holds inline is left alone', async () => {
    document.head.innerHTML = '<link rel="stylesheet" type="text/plain" href="https://lists.example.com/assets/held.css" disabled>';
    let settled = false;
    const applying = applyPageStyles(['https://lists.example.com/assets/held.css', 'https://lists.example.com/assets/a.css', 'https://lists.example.com/assets/b.css']).then(() => {
      settled = true;
    });
    expect(sheets()).toEqual(['https://lists.example.com/assets/held.css', 'https://lists.example.com/assets/a.css', 'https://lists.example.com/assets/b.css']);
    settle('https://lists.example.com/assets/a.css', 'load');
    await Promise.resolve();
    expect(settled, 'one sheet still on its way').toBe(false);
    settle('https://lists.example.com/assets/b.css', 'load');
    await applying;
    expect(settled).toBe(true);
    await applyPageStyles(['https://lists.example.com/assets/a.css']);
    expect(sheets()).toHaveLength(3);
  });

  it("fail the page's load when one cannot be loaded, and leave no broken link behind", async () => {
    const applying = applyPageStyles(['https://lists.example.com/assets/gone.css']);
    settle('https://lists.example.com/assets/gone.css', 'error');
    await expect(applying).rejects.toThrow("https://lists.example.com/assets/gone.css: the page's style sheet could not be loaded");
    expect(sheets()).toEqual([]);
  });
});
