import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { $pageTitle, documentTitle, titleOfHandle, usePageTitle } from './pageTitle';

function Titled({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('page titles', () => {
  it("reads '{page} · Bookmarked', or the site's name alone", () => {
    expect(documentTitle('Listed Books')).toBe('Listed Books · Bookmarked');
    expect(documentTitle('  Dune ')).toBe('Dune · Bookmarked');
    expect(documentTitle('')).toBe('Bookmarked');
    expect(documentTitle(undefined)).toBe('Bookmarked');
  });

  it('takes a route handle title only when it is text', () => {
    expect(titleOfHandle({ title: 'Home' })).toBe('Home');
    expect(titleOfHandle({ title: 3 })).toBeUndefined();
    expect(titleOfHandle(undefined)).toBeUndefined();
  });

  it('a page names itself while shown and lets go when it leaves', () => {
    const { rerender, unmount } = render(<Titled title="Dune" />);
    expect($pageTitle.get()).toBe('Dune');
    rerender(<Titled title="Emma" />);
    expect($pageTitle.get()).toBe('Emma');
    unmount();
    expect($pageTitle.get()).toBeUndefined();
  });
});
