import { Link } from 'react-router';
import * as paths from '@/web/app/paths';

const WAYS = [
  {
    to: paths.weeklyDrop,
    title: 'Weekly drop',
    text: 'A small run of products at a drop price, new every week, while the units last.',
    cta: 'See this week’s drop',
  },
  {
    to: paths.offers,
    title: 'Offers',
    text: 'Current discounts on products, categories and whole families, and the codes that go with them.',
    cta: 'View offers',
  },
  {
    to: paths.boxBuilderIntro,
    title: 'Build a box',
    text: 'Fill a box with the products you use most and save up to 20% on everything in it.',
    cta: 'Start a box',
  },
] as const;

export function WaysToShop() {
  return (
    <section
      aria-labelledby="ways-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="ways-heading" className="text-title font-medium">
        More ways to shop
      </h2>
      <ul className="mt-10 grid gap-px overflow-hidden rounded-card border border-sand bg-sand md:grid-cols-3">
        {WAYS.map((way) => (
          <li key={way.to} className="bg-ivory">
            <Link to={way.to} className="group flex h-full flex-col p-7 hover:bg-white sm:p-8">
              <h3 className="text-heading font-medium">{way.title}</h3>
              <p className="mt-3 flex-1 text-[0.9375rem] text-taupe">{way.text}</p>
              <p className="mt-6 inline-flex min-h-tap items-center gap-1.5 font-medium text-accent-700">
                {way.cta}
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
