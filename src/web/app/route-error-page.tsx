import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Logo } from './logo';

function describe(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Page not found', message: 'We could not find that page. It may have moved.' };
  }
  return {
    title: 'Something went wrong',
    message:
      'This page could not be shown. Reloading usually helps; if it keeps happening, our help pages are one click away.',
  };
}

function ErrorState() {
  const { title, message } = describe(useRouteError());
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-prose flex-col items-start px-5 py-20 sm:px-8 sm:py-28">
      <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">Sorry</p>
      <h1 className="mt-3 text-title font-medium">{title}</h1>
      <p className="mt-4 text-lead text-taupe">{message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Back to the home page
        </Link>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    </section>
  );
}

/** Errors inside a page: shown within the layout, so the header and footer still work. */
export function RouteErrorPage() {
  return <ErrorState />;
}

/** Errors in the layout itself: a self-contained page, never a blank screen. */
export function StandaloneErrorPage() {
  return (
    <div className="min-h-dvh bg-ivory">
      <header className="mx-auto max-w-content px-5 py-5 sm:px-8">
        <a href="/" aria-label="Tress, home" className="inline-flex min-h-tap items-center">
          <Logo />
        </a>
      </header>
      <main>
        <ErrorState />
      </main>
    </div>
  );
}
