import { useLocation } from 'react-router';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { LANGUAGES, pathIn } from '@/web/i18n/languages';
import { rememberLanguage } from '@/web/i18n/remembered-language';
import { useT } from '@/web/i18n/use-t';
import { appMessages } from './messages';

/** `language`'s name written in `inLanguage`: ('nl', 'nl') → "Nederlands", ('en', 'nl') → "Engels". */
function nameOf(language: string, inLanguage: string): string {
  const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}

/**
 * The same page, with its query, in each other language: a link to the other address (a new page
 * load, as each language's page is its own), which the shop remembers for the next visit to "/".
 */
export function LanguageSwitch({
  compact = false,
  className = '',
}: {
  /** Only the language's code ("NL"), its name given to screen readers: the header's. */
  compact?: boolean;
  className?: string;
}) {
  const t = useT(appMessages);
  const { language } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const others = LANGUAGES.filter((other) => other !== language);
  if (others.length === 0) return null;
  return (
    <nav aria-label={t('app.language.label')} className={`items-center gap-1 ${className}`}>
      {others.map((other) => {
        const name = nameOf(other, other);
        return (
          <a
            key={other}
            href={`${pathIn(other, pathname)}${search}${hash}`}
            hrefLang={other}
            lang={other}
            title={t('app.language.switch', { language: nameOf(other, language) })}
            onClick={() => rememberLanguage(other)}
            className="inline-flex min-h-tap items-center rounded-full px-3 text-[0.9375rem] text-ink hover:bg-linen hover:underline"
          >
            {compact ? (
              <>
                <span aria-hidden="true">{other.toUpperCase()}</span>
                <span className="sr-only">{name}</span>
              </>
            ) : (
              name
            )}
          </a>
        );
      })}
    </nav>
  );
}
