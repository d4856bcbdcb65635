import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
import { messageParts } from '@/web/i18n/message-parts';

const STAGES = [
  { title: 'hairdressers.stages.apply', text: 'hairdressers.stages.apply-text' },
  { title: 'hairdressers.stages.review', text: 'hairdressers.stages.review-text' },
  { title: 'hairdressers.stages.link', text: 'hairdressers.stages.link-text' },
] as const;

const linkClass = 'font-medium text-accent-700 underline underline-offset-4';

/** Beside the form: what happens after sending, so nobody wonders. */
export function HowItWorks() {
  const t = useT(hairdressersMessages);
  return (
    <aside aria-labelledby="how-it-works-title" className="rounded-card bg-linen/70 p-6 sm:p-8">
      <h2 id="how-it-works-title" className="text-xl font-medium">
        {t('hairdressers.how')}
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
              <h3 className="font-sans text-[0.9375rem] font-semibold text-ink">
                {t(stage.title)}
              </h3>
              <p className="mt-1 text-[0.9375rem] text-taupe">{t(stage.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-sand pt-5 text-sm text-taupe">
        {messageParts(t, 'hairdressers.stages.questions', {
          contact: (
            <Link to={paths.contact} className={linkClass}>
              {t('hairdressers.contact-us')}
            </Link>
          ),
          hairdressers: (
            <Link to={paths.hairdresser} className={linkClass}>
              {t('hairdressers.stages.for-hairdressers')}
            </Link>
          ),
        })}
      </p>
    </aside>
  );
}
