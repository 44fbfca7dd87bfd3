import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookCover } from './BookCover';

describe('BookCover', () => {
  it('shows the cover image, lazily by default, at its 300 by 450 size', () => {
    render(<BookCover book={{ bookName: 'Dune', image: '/covers/2.svg' }} className="w-28" />);
    const cover = screen.getByRole('img', { name: 'Book: Dune' });
    expect(cover.tagName).toBe('IMG');
    expect(cover).toHaveAttribute('src', '/covers/2.svg');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).not.toHaveAttribute('fetchpriority');
    expect(cover).toHaveAttribute('decoding', 'async');
    expect(cover).toHaveAttribute('width', '300');
    expect(cover).toHaveAttribute('height', '450');
    expect(cover).toHaveClass('w-28');
  });

  it('loads an above-the-fold cover eagerly and ahead of other images', () => {
    render(<BookCover book={{ bookName: 'Dune', image: '/covers/2.svg' }} eager />);
    const cover = screen.getByRole('img', { name: 'Book: Dune' });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it.each(['', '   '])('shows the name on a placeholder when the image is missing (%j)', (image) => {
    render(<BookCover book={{ bookName: '<b>Dune</b>', image }} className="w-28" />);
    const placeholder = screen.getByRole('img', { name: 'Book: <b>Dune</b>' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('<b>Dune</b>');
    expect(placeholder).toHaveClass('w-28');
    expect(placeholder.querySelector('b')).toBeNull();
  });

  it('swaps a broken image for the placeholder', () => {
    render(<BookCover book={{ bookName: 'Dune', image: '/covers/missing.svg' }} />);
    fireEvent.error(screen.getByRole('img', { name: 'Book: Dune' }));
    const placeholder = screen.getByRole('img', { name: 'Book: Dune' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('Dune');
  });
});
