import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
import { messageParts } from '@/web/i18n/message-parts';

export function ProgrammeFaq() {
  const t = useT(hairdressersMessages);
  const questions: { question: string; answer: ReactNode }[] = [
    { question: t('hairdressers.faq.who'), answer: t('hairdressers.faq.who-answer') },
    { question: t('hairdressers.faq.review'), answer: t('hairdressers.faq.review-answer') },
    {
      question: t('hairdressers.faq.link'),
      answer: messageParts(t, 'hairdressers.faq.link-answer', {
        contact: <Link to={paths.contact}>{t('hairdressers.contact-us-lower')}</Link>,
      }),
    },
    {
      question: t('hairdressers.faq.commission'),
      answer: t('hairdressers.faq.commission-answer'),
    },
    { question: t('hairdressers.faq.client'), answer: t('hairdressers.faq.client-answer') },
  ];
  return (
    <section
      aria-labelledby="faq-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="faq-heading" className="text-title font-medium">
        {t('hairdressers.faq.title')}
      </h2>
      <div className="mt-8 max-w-3xl divide-y divide-sand border-y border-sand">
        {questions.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-6 py-5 text-lg font-medium text-ink [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-2xl leading-none text-accent-700 transition-transform duration-200 group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="max-w-prose pb-6 text-[0.9375rem] text-taupe [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-4">
              {item.answer}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
