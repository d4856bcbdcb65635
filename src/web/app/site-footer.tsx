import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { companyCountryName, phoneHref, type CompanyDetails } from '@/domain/company';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { useT } from '@/web/i18n/use-t';
import { appMessages } from './messages';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import * as paths from './paths';
import { FOOTER_GROUPS, type NavLinkItem } from './site-navigation';

const POLICY_LINKS: readonly NavLinkItem[] = [
  { to: paths.shipping, label: 'app.footer.shipping' },
  { to: paths.returns, label: 'app.footer.returns' },
  { to: paths.terms, label: 'app.footer.terms' },
  { to: paths.privacy, label: 'app.footer.privacy' },
];
const GROUPS = [...FOOTER_GROUPS, { title: 'app.footer.policies', links: POLICY_LINKS }];

const linkClass =
  'inline-flex min-h-tap items-center text-[0.9375rem] text-taupe hover:text-ink hover:underline';

/**
 * True once the element comes within a screen of the viewport. The footer's company details
 * need the settings, which a first visit with an empty cart does not otherwise fetch: they are
 * asked for when a shopper scrolls towards the footer, not with the page. Without
 * IntersectionObserver (no browser the shop supports), they come from the cache only.
 */
function useNearViewport(): [(node: HTMLElement | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const watch = useCallback((node: HTMLElement | null) => {
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [watch, near];
}

/** The trade register's number as the page's language calls it, by the company's country. */
const REGISTER_NUMBER = {
  NL: 'app.footer.register-nl',
  BE: 'app.footer.register-be',
} as const satisfies Record<CompanyDetails['country'], string>;

/** Who sells (product.md §13): the company, its address, registration, VAT number and contact. */
function CompanyBlock({ company }: { company: CompanyDetails }) {
  const t = useT(appMessages);
  const { language } = useLanguage();
  return (
    <address className="mt-6 text-[0.9375rem] leading-relaxed text-taupe not-italic">
      <span className="block font-medium text-ink">{company.name}</span>
      <span className="block">{company.street}</span>
      <span className="block">
        {company.postcode} {company.city}, {companyCountryName(company, language)}
      </span>
      <span className="mt-2 block">
        {t(REGISTER_NUMBER[company.country], { number: company.registrationNumber })}
      </span>
      <span className="block">{t('app.footer.vat', { number: company.vatNumber })}</span>
      <span className="mt-1 flex flex-col items-start">
        <a href={`mailto:${company.email}`} className={linkClass}>
          {company.email}
        </a>
        <a href={phoneHref(company.phone)} className={`${linkClass} -mt-2`}>
          {company.phone}
        </a>
      </span>
    </address>
  );
}

export function SiteFooter() {
  const [watch, near] = useNearViewport();
  // Already in the cache when the cart or a legal page asked for it; otherwise near the footer.
  const settings = useQuery({ ...settingsQuery, enabled: near });
  const company = settings.data?.company;
  const t = useT(appMessages);
  return (
    <footer ref={watch} className="mt-section border-t border-sand bg-linen">
      <div className="mx-auto grid max-w-content grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-8 md:grid-cols-4 md:gap-x-10 md:py-16 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 md:col-span-4 lg:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-[0.9375rem] text-taupe">{t('app.footer.about')}</p>
          {company ? (
            <CompanyBlock company={company} />
          ) : settings.isError ? null : (
            // Room for the details while they load, so nothing below them jumps.
            <div aria-hidden="true" className="mt-6 h-[14.5rem]" />
          )}
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="font-sans text-sm font-semibold tracking-[0.12em] text-ink uppercase">
              {t(group.title)}
            </h2>
            <ul className="mt-3">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-sand">
        <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4 text-sm text-taupe sm:px-8">
          <p>
            © {new Date().getFullYear()} {company?.name ?? 'Tress'}
          </p>
          <Link
            to={paths.troubleshoot}
            className="inline-flex min-h-tap items-center hover:text-ink hover:underline"
          >
            {t('app.footer.troubleshoot')}
          </Link>
          <LanguageSwitch className="-mx-3 flex" />
        </div>
      </div>
    </footer>
  );
}
