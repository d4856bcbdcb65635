import { Link } from 'react-router';
import { Logo } from './logo';
import * as paths from './paths';
import { FOOTER_GROUPS } from './site-navigation';

export function SiteFooter() {
  return (
    <footer className="mt-section border-t border-sand bg-linen">
      <div className="mx-auto grid max-w-content grid-cols-2 gap-x-6 gap-y-10 px-5 py-14 sm:px-8 md:grid-cols-[1.3fr_repeat(3,1fr)] md:gap-12 md:py-16">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-[0.9375rem] text-taupe">
            Hair chosen with hairdressers: human hair, synthetic hair and the essentials to care for
            both.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-sans text-sm font-semibold tracking-[0.12em] text-ink uppercase">
              {group.title}
            </h2>
            <ul className="mt-3">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-tap items-center text-[0.9375rem] text-taupe hover:text-ink hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-sand">
        <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4 text-sm text-taupe sm:px-8">
          <p>© {new Date().getFullYear()} Tress</p>
          <Link
            to={paths.troubleshoot}
            className="inline-flex min-h-tap items-center hover:text-ink hover:underline"
          >
            Something not working?
          </Link>
        </div>
      </div>
    </footer>
  );
}
