import type { ReactNode } from 'react';
import { Link, usePageTitle } from '@bookmarked/shared';
import { messages } from './feedback/messages';
import { focusRing, focusRingOnError } from './styles/focusRing';
import { LOADING_HEADING_ATTRIBUTE } from './page/followNewPage';

/**
 * 'Loading...'. When it stands for a whole page, `heading` names that page in an h1 that
 * only assistive tech reads, so the page has its h1 while it loads.
 */
export function LoadingText({ heading }: { heading?: string }) {
  return (
    <>
      {heading ? (
        <h1 className="sr-only" {...{ [LOADING_HEADING_ATTRIBUTE]: '' }}>
          {heading}
        </h1>
      ) : null}
      <p role="status" className="py-16 text-center text-lg text-stone-500">
        {messages.loading}
      </p>
    </>
  );
}

interface ErrorPanelProps {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  /** 1 when the failure is the whole page: its title becomes the h1 and the page's title. */
  level?: 1 | 2;
}

/** A failure the visitor can read and, when it may pass, retry. */
export function ErrorPanel({ title, children, onRetry, level = 2 }: ErrorPanelProps) {
  usePageTitle(level === 1 ? title : undefined);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section
      role="alert"
      className="mx-auto my-10 max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <Heading className="text-xl font-bold text-red-800">{title}</Heading>
      {children ? <div className="mt-2 text-red-900">{children}</div> : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className={`mt-4 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 ${focusRingOnError}`}
        >
          {messages.retry}
        </button>
      ) : null}
    </section>
  );
}

export function NotFound() {
  usePageTitle(messages.notFoundText);
  return (
    <section className="py-24 text-center">
      <h1 className="text-7xl font-extrabold text-stone-800">{messages.notFoundTitle}</h1>
      <p className="mt-4 text-2xl text-stone-600">{messages.notFoundText}</p>
      <Link
        to="/"
        className={`mt-8 inline-block rounded-lg bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 ${focusRing}`}
      >
        {messages.goHome}
      </Link>
    </section>
  );
}
