import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CartNotice } from '@/web/features/cart/components/cart-notice';
import { HeaderSearch } from '@/web/features/search/components/header-search';
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
  // The phone's search bar belongs to the page it was opened on: a navigation closes it.
  const { key } = useLocation();
  const [searchingOn, setSearchingOn] = useState<string | null>(null);
  const searching = searchingOn === key;
  // While the bar lies over the header, what it covers is out of reach.
  const covered = searching || undefined;
  return (
    <header className="sticky top-0 z-30 border-b border-sand/70 bg-ivory/90 backdrop-blur supports-[backdrop-filter]:bg-ivory/80">
      <div className="relative mx-auto flex h-18 max-w-content items-center gap-3 px-5 sm:px-8 xl:gap-5">
        <Link
          to={paths.home}
          inert={covered}
          className="inline-flex min-h-tap items-center rounded-field"
          aria-label={t('app.home-link')}
        >
          <Logo />
        </Link>
        {/* The navigation, and the search beside it: on a wide screen the field grows over the
            navigation while it has focus (header-search.tsx). */}
        <div className="flex min-w-0 flex-1 items-center justify-end gap-4 self-stretch xl:relative">
          <nav
            aria-label={t('app.nav.main')}
            className="hidden flex-1 items-center justify-center gap-x-2.5 xl:flex"
          >
            {[...FAMILY_LINKS, ...SHOP_LINKS].map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {t(link.label)}
              </NavLink>
            ))}
          </nav>
          <HeaderSearch
            open={searching}
            onOpenChange={(open) => setSearchingOn(open ? key : null)}
          />
        </div>
        <div inert={covered} className="flex items-center gap-1">
          <LanguageSwitch compact className="hidden sm:inline-flex" />
          <CartLink />
          <MobileMenu />
        </div>
      </div>
      <CartNotice />
    </header>
  );
}
