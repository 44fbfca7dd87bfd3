import { describe, expect, it } from 'vitest';
import { withControlsDisabled } from './withControlsDisabled';

describe('withControlsDisabled', () => {
  it('disables and marks every form control of server-drawn HTML, and leaves links alone', () => {
    const html = '<form><input type="search" value=""/><select id="s"><option value="" disabled="">Sort By</option></select><button type="button">Mark as read</button><textarea></textarea></form><a href="/listed">View The List</a>';
    expect(withControlsDisabled(html)).toBe(
      '<form><input disabled="" data-server-disabled="" type="search" value=""/><select disabled="" data-server-disabled="" id="s"><option value="" disabled="">Sort By</option></select><button disabled="" data-server-disabled="" type="button">Mark as read</button><textarea disabled="" data-server-disabled=""></textarea></form><a href="/listed">View The List</a>',
    );
  });

  it('leaves a control that is already disabled as it is', () => {
    expect(withControlsDisabled('<button type="button" disabled="">Retry</button>')).toBe('<button type="button" disabled="">Retry</button>');
  });
});
