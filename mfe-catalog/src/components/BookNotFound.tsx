import { Link, usePageTitle } from '@bookmarked/shared';
import { messages } from '@bookmarked/ui';
import { primaryButton } from './styles';

/** /details with an id the catalogue does not know, or with none at all. */
export function BookNotFound() {
  usePageTitle(messages.bookNotFoundTitle);
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm">
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{messages.bookNotFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-600">{messages.bookNotFoundText}</p>
      <Link to="/" className={`mt-8 ${primaryButton}`}>
        {messages.goHome}
      </Link>
    </section>
  );
}
