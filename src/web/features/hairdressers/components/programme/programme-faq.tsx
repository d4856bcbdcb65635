import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Who can apply?',
    answer:
      'Hair salons in the Netherlands and Belgium: a Dutch salon with its KvK number, a Belgian one with its enterprise number.',
  },
  {
    question: 'How long does the review take?',
    answer:
      'A few working days. You get an email when we have your application, and another with your salon link once it is approved.',
  },
  {
    question: 'How does the salon link work?',
    answer: (
      <>
        Open it on any device and the shop shows your business prices and the salons’ drop for 24
        hours; open it again whenever you need it. Keep it private: anyone with it shops at your
        prices. If it ever gets out, <Link to={paths.contact}>contact us</Link> and an admin issues
        a new link — the old one stops working at once.
      </>
    ),
  },
  {
    question: 'How is commission counted and paid?',
    answer:
      'You earn 10 % of each order a client places through one of your recommendations within 30 days of you sharing it, counted on the products after discounts and without delivery. An order counts once it is paid; cancelled and refunded orders do not. We add it up per calendar month and pay it out monthly.',
  },
  {
    question: 'Can I still order as a client?',
    answer:
      'Yes. Without your salon link — in another browser, or once the 24 hours are over — you shop like any client, at client prices. Orders you place yourself never count towards your commission.',
  },
];

export function ProgrammeFaq() {
  return (
    <section
      aria-labelledby="faq-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="faq-heading" className="text-title font-medium">
        Questions salons ask
      </h2>
      <div className="mt-8 max-w-3xl divide-y divide-sand border-y border-sand">
        {QUESTIONS.map((item) => (
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
