import { useId } from 'react';
import { useT, type Translate } from '@/web/i18n/use-t';
import { guideMessages } from '../guide/messages';
import { hairGuideFor, type GuideSection } from '../hair-guides';

/**
 * The family's care and length guides as two disclosures, closed at first: a shopper deciding
 * between lengths opens the one that answers "how many do I need?". Nothing for salon essentials.
 */
export function HairGuide({ family, category }: { family: string; category: string }) {
  const t = useT(guideMessages);
  const headingId = useId();
  const guide = hairGuideFor(family, category);
  if (!guide) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2
        id={headingId}
        className="font-sans text-sm font-semibold tracking-[0.12em] text-ink uppercase"
      >
        {t('catalog.guide.heading')}
      </h2>
      <div className="mt-3 divide-y divide-sand border-y border-sand">
        <GuideDisclosure t={t} section={guide.length} />
        <GuideDisclosure t={t} section={guide.care} />
      </div>
    </section>
  );
}

function GuideDisclosure({ t, section }: { t: Translate; section: GuideSection }) {
  return (
    <details className="group">
      <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-6 py-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
        {t(section.title)}
        <span
          aria-hidden="true"
          className="text-xl leading-none text-accent-700 transition-transform duration-200 group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <dl className="flex flex-col gap-4 pb-6 text-[0.9375rem] leading-relaxed">
        {section.topics.map((topic) => (
          <div key={topic.title}>
            <dt className="font-medium text-ink">{t(topic.title)}</dt>
            <dd className="mt-0.5 text-taupe">{t(topic.text)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
