import { Link } from 'react-router';
import * as paths from '@/web/app/paths';

const STAGES = [
  {
    title: 'Apply',
    text: 'Three short steps, about five minutes. Your answers are kept as you go.',
  },
  {
    title: 'We review',
    text: 'We check your salon and registration within two working days.',
  },
  {
    title: 'Your salon link',
    text: 'Once approved, we email your salon link: business prices, your salon drop and recommendations to share.',
  },
];

/** Beside the form: what happens after sending, so nobody wonders. */
export function HowItWorks() {
  return (
    <aside aria-labelledby="how-it-works-title" className="rounded-card bg-linen/70 p-6 sm:p-8">
      <h2 id="how-it-works-title" className="text-xl font-medium">
        How it works
      </h2>
      <ol className="mt-5 grid gap-5">
        {STAGES.map((stage, index) => (
          <li key={stage.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-medium text-accent-700"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-sans text-[0.9375rem] font-semibold text-ink">{stage.title}</h3>
              <p className="mt-1 text-[0.9375rem] text-taupe">{stage.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-sand pt-5 text-sm text-taupe">
        Questions first?{' '}
        <Link
          to={paths.contact}
          className="font-medium text-accent-700 underline underline-offset-4"
        >
          Contact us
        </Link>{' '}
        or read more{' '}
        <Link
          to={paths.hairdresser}
          className="font-medium text-accent-700 underline underline-offset-4"
        >
          for hairdressers
        </Link>
        .
      </p>
    </aside>
  );
}
