import { Link, NavLink } from 'react-router';
import { CartNotice } from '@/web/features/cart/components/cart-notice';
import { useT } from '@/web/i18n/use-t';
import { appMessages } from './messages';
import { CartLink } from './cart-link';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import * as paths from './paths';
import { FAMILY_LINKS, SHOP_LINKS } from './site-navigation';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  'inline-flex min-h-tap items-center px-1 text-[0.9375rem] whitespace-nowrap underline-offset-8 decoration-1 hover:underline ' +
  (isActive ? 'text-accent-700 underline' : 'text-ink');

export function SiteHeader() {
  const t = useT(appMessages);
  return (
    <header className="sticky top-0 z-30 border-b border-sand/70 bg-ivory/90 backdrop-blur supports-[backdrop-filter]:bg-ivory/80">
      <div className="mx-auto flex h-18 max-w-content items-center gap-6 px-5 sm:px-8">
        <Link
          to={paths.home}
          className="inline-flex min-h-tap items-center rounded-field"
          aria-label={t('app.home-link')}
        >
          <Logo />
        </Link>
        <nav
          aria-label={t('app.nav.main')}
          className="hidden flex-1 items-center justify-center gap-x-3 lg:flex xl:gap-x-4"
        >
          {[...FAMILY_LINKS, ...SHOP_LINKS].map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <LanguageSwitch compact className="hidden sm:inline-flex" />
          <CartLink />
          <MobileMenu />
        </div>
      </div>
      <CartNotice />
    </header>
  );
}
