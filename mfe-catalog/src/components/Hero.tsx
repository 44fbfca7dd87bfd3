import { Link, type Book } from '@bookmarked/shared';
import { BookCover } from '@bookmarked/ui';
import { primaryButton } from './styles';

/**
 * The home banner. 'View The List' goes to /listed, which is what a visitor expects of it. While the catalogue loads, a quiet placeholder keeps the
 * cover's place so nothing jumps when it arrives. Compact, it is the heading alone (and
 * only for screen readers on a phone).
 */
export function Hero({ cover, compact = false }: { cover: Book | undefined | 'loading'; compact?: boolean }) {
  if (compact) {
    return (
      // On a phone the heading is kept for screen readers only, so the results start on the first screen.
      <section aria-labelledby="hero-heading" className="rounded-3xl bg-stone-100 px-12 py-4 max-md:sr-only">
        <h1 id="hero-heading" className="font-serif text-2xl leading-tight font-bold text-balance text-stone-900 sm:text-3xl">
          Books to freshen up your bookshelf
        </h1>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="hero-heading"
      className="grid items-center gap-10 rounded-3xl bg-stone-100 px-6 py-10 sm:px-12 md:grid-cols-[1fr_auto] lg:px-20 lg:py-16"
    >
      <div className="text-center md:text-left">
        <h1
          id="hero-heading"
          className="mx-auto max-w-xl font-serif text-4xl leading-tight font-bold text-balance text-stone-900 sm:text-5xl md:mx-0 lg:text-6xl"
        >
          Books to freshen up your bookshelf
        </h1>
        <Link to="/listed" className={`mt-8 ${primaryButton}`}>
          View The List
        </Link>
      </div>
      <div className="flex justify-center">
        {cover === 'loading' ? (
          <div aria-hidden="true" className="aspect-[2/3] w-44 animate-pulse rounded bg-stone-200 sm:w-56 lg:w-64" />
        ) : cover ? (
          <BookCover book={cover} eager className="w-44 -rotate-2 shadow-xl sm:w-56 lg:w-64" />
        ) : null}
      </div>
    </section>
  );
}
