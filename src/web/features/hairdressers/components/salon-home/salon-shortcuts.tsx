import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';

const SHORTCUTS = [
  {
    to: paths.weeklyDropSalons,
    title: 'hairdressers.shortcuts.drop',
    text: 'hairdressers.shortcuts.drop-text',
    cta: 'hairdressers.shortcuts.drop-cta',
  },
  {
    to: paths.cart,
    title: 'hairdressers.shortcuts.share',
    text: 'hairdressers.shortcuts.share-text',
    cta: 'hairdressers.to-cart',
  },
] as const;

export function SalonShortcuts() {
  const t = useT(hairdressersMessages);
  return (
    <section
      aria-labelledby="shortcuts-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="shortcuts-heading" className="text-title font-medium">
        {t('hairdressers.shortcuts.title')}
      </h2>
      <ul className="mt-8 grid gap-px overflow-hidden rounded-card border border-sand bg-sand md:grid-cols-2">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to} className="bg-ivory">
            <Link to={shortcut.to} className="group flex h-full flex-col p-7 hover:bg-white sm:p-8">
              <h3 className="text-heading font-medium">{t(shortcut.title)}</h3>
              <p className="mt-3 flex-1 text-[0.9375rem] text-taupe">{t(shortcut.text)}</p>
              <p className="mt-6 inline-flex min-h-tap items-center gap-1.5 font-medium text-accent-700">
                {t(shortcut.cta)}
                <span
                  aria-hidden="true"
                  className="transition-transform duration-200 motion-safe:group-hover:translate-x-1"
                >
                  →
                </span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
