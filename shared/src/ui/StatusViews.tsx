import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../feedback/messages';

export function LoadingText() {
  return (
    <p role="status" className="py-16 text-center text-lg text-stone-500">
      {messages.loading}
    </p>
  );
}

interface ErrorPanelProps {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
}

/** A failure the visitor can read and, when it may pass, retry. */
export function ErrorPanel({ title, children, onRetry }: ErrorPanelProps) {
  return (
    <section
      role="alert"
      className="mx-auto my-10 max-w-xl rounded-xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <h2 className="text-xl font-bold text-red-800">{title}</h2>
      {children ? <div className="mt-2 text-red-900">{children}</div> : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-900"
        >
          {messages.retry}
        </button>
      ) : null}
    </section>
  );
}

export function NotFound() {
  return (
    <section className="py-24 text-center">
      <h1 className="text-7xl font-extrabold text-stone-800">{messages.notFoundTitle}</h1>
      <p className="mt-4 text-2xl text-stone-600">{messages.notFoundText}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-lg bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {messages.goHome}
      </Link>
    </section>
  );
}
