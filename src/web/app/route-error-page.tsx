import { Link } from 'react-router';
import { buttonClasses } from '@/web/components/ui/button';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { pathIn } from '@/web/i18n/languages';
import { useT, type Translate } from '@/web/i18n/use-t';
import { appMessages } from './messages';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Logo } from './logo';
import * as paths from './paths';

// How browsers word a dynamic import() that failed (Chromium, Firefox, Safari), plus Vite's own
// preload error: typically a tab opened before a deploy asking for a chunk that no longer exists.
const CHUNK_LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

function describe(error: unknown, t: Translate): { title: string; message: string } {
  if (isChunkLoadError(error))
    return { title: t('app.error.chunk.title'), message: t('app.error.chunk.message') };
  return { title: t('app.error.title'), message: t('app.error.message') };
}

function ErrorState({ error }: { error: unknown }) {
  const t = useT(appMessages);
  const { title, message } = describe(error, t);
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-prose flex-col items-start px-5 py-20 sm:px-8 sm:py-28">
      <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
        {t('app.error.kicker')}
      </p>
      <h1 className="mt-3 text-title font-medium">{title}</h1>
      <p className="mt-4 text-lead text-taupe">{message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('app.error.home')}
        </Link>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => window.location.reload()}
        >
          {t('app.error.reload')}
        </button>
      </div>
    </section>
  );
}

/** Errors inside a page: shown within the layout, so the header and footer still work. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return <ErrorState error={error} />;
}

/** Errors in the layout itself: a self-contained page, never a blank screen. */
export function StandaloneErrorPage({ error }: { error: unknown }) {
  const t = useT(appMessages);
  const { language } = useLanguage();
  return (
    <div className="min-h-dvh bg-ivory">
      <header className="mx-auto max-w-content px-5 py-5 sm:px-8">
        <a
          href={pathIn(language, paths.home)}
          aria-label={t('app.home-link')}
          className="inline-flex min-h-tap items-center"
        >
          <Logo />
        </a>
      </header>
      <main>
        <ErrorState error={error} />
      </main>
    </div>
  );
}
