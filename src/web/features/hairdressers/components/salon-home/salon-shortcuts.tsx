import { Link } from 'react-router';
import * as paths from '@/web/app/paths';

const SHORTCUTS = [
  {
    to: paths.weeklyDropSalons,
    title: 'The salons’ weekly drop',
    text: 'This week’s run for partner salons, at business drop prices while the units last.',
    cta: 'See the salons’ drop',
  },
  {
    to: paths.cart,
    title: 'Share a recommendation',
    text: 'Fill your cart with what you recommend, then choose Share as recommendation. Your client sees it at client prices.',
    cta: 'Go to your cart',
  },
] as const;

export function SalonShortcuts() {
  return (
    <section
      aria-labelledby="shortcuts-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="shortcuts-heading" className="text-title font-medium">
        Shortcuts
      </h2>
      <ul className="mt-8 grid gap-px overflow-hidden rounded-card border border-sand bg-sand md:grid-cols-2">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to} className="bg-ivory">
            <Link to={shortcut.to} className="group flex h-full flex-col p-7 hover:bg-white sm:p-8">
              <h3 className="text-heading font-medium">{shortcut.title}</h3>
              <p className="mt-3 flex-1 text-[0.9375rem] text-taupe">{shortcut.text}</p>
              <p className="mt-6 inline-flex min-h-tap items-center gap-1.5 font-medium text-accent-700">
                {shortcut.cta}
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
