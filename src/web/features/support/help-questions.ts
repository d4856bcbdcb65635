import type { PublicSettings } from '@/domain/settings';
import type { Format } from '@/web/i18n/format';
import type { Translate } from '@/web/i18n/use-t';

// The FAQ of /help (product.md §13), in the page's language (the support catalogue). Money in
// the answers comes from the shop's settings, so the answers change when an admin changes a fee;
// nothing here copies a number.

export interface HelpQuestion {
  id: string;
  question: string;
  answer: string[];
}

export interface HelpSection {
  /** The deep link: /help#returns. */
  id: string;
  title: string;
  questions: HelpQuestion[];
}

type Numbers = Pick<
  PublicSettings,
  'deliveryFees' | 'freeDeliveryThresholds' | 'orderExpiryMinutes'
>;

export function helpSections(settings: Numbers, t: Translate, format: Format): HelpSection[] {
  const money = format.money;
  const fees = settings.deliveryFees;
  const free = settings.freeDeliveryThresholds;
  const salonFee = fees.salon === 0 ? t('support.faq.free') : money(fees.salon);
  return [
    {
      id: 'ordering',
      title: t('support.faq.ordering'),
      questions: [
        {
          id: 'how-to-order',
          question: t('support.faq.how-to-order.q'),
          answer: [t('support.faq.how-to-order.a1'), t('support.faq.how-to-order.a2')],
        },
        {
          id: 'change-order',
          question: t('support.faq.change-order.q'),
          answer: [t('support.faq.change-order.a')],
        },
        {
          id: 'out-of-stock',
          question: t('support.faq.out-of-stock.q'),
          answer: [t('support.faq.out-of-stock.a')],
        },
      ],
    },
    {
      id: 'delivery',
      title: t('support.faq.delivery'),
      questions: [
        {
          id: 'delivery-cost',
          question: t('support.faq.delivery-cost.q'),
          answer: [
            t('support.faq.delivery-cost.a1', {
              home: money(fees.home),
              locker: money(fees.locker),
              salon: salonFee,
            }),
            t('support.faq.delivery-cost.a2', {
              client: money(free.client),
              business: money(free.business),
            }),
          ],
        },
        {
          id: 'lockers',
          question: t('support.faq.lockers.q'),
          answer: [t('support.faq.lockers.a')],
        },
        {
          id: 'where',
          question: t('support.faq.where.q'),
          answer: [t('support.faq.where.a')],
        },
      ],
    },
    {
      id: 'returns',
      title: t('support.faq.returns'),
      questions: [
        {
          id: 'withdrawal',
          question: t('support.faq.withdrawal.q'),
          answer: [t('support.faq.withdrawal.a')],
        },
        {
          id: 'hygiene',
          question: t('support.faq.hygiene.q'),
          answer: [t('support.faq.hygiene.a')],
        },
        {
          id: 'damaged',
          question: t('support.faq.damaged.q'),
          answer: [t('support.faq.damaged.a')],
        },
      ],
    },
    {
      id: 'hair-care',
      title: t('support.faq.hair-care'),
      questions: [
        {
          id: 'human-hair-care',
          question: t('support.faq.human-hair-care.q'),
          answer: [t('support.faq.human-hair-care.a')],
        },
        {
          id: 'synthetic-heat',
          question: t('support.faq.synthetic-heat.q'),
          answer: [t('support.faq.synthetic-heat.a')],
        },
        {
          id: 'how-long',
          question: t('support.faq.how-long.q'),
          answer: [t('support.faq.how-long.a')],
        },
      ],
    },
    {
      id: 'business',
      title: t('support.faq.business'),
      questions: [
        {
          id: 'become-partner',
          question: t('support.faq.become-partner.q'),
          answer: [t('support.faq.become-partner.a')],
        },
        {
          id: 'invoice',
          question: t('support.faq.invoice.q'),
          answer: [t('support.faq.invoice.a')],
        },
        {
          id: 'business-delivery',
          question: t('support.faq.business-delivery.q'),
          answer: [t('support.faq.business-delivery.a', { business: money(free.business) })],
        },
      ],
    },
    {
      id: 'payments',
      title: t('support.faq.payments'),
      questions: [
        {
          id: 'methods',
          question: t('support.faq.methods.q'),
          answer: [t('support.faq.methods.a')],
        },
        {
          id: 'unpaid',
          question: t('support.faq.unpaid.q'),
          answer: [t('support.faq.unpaid.a', { minutes: settings.orderExpiryMinutes })],
        },
        {
          id: 'safe',
          question: t('support.faq.safe.q'),
          answer: [t('support.faq.safe.a')],
        },
      ],
    },
  ];
}

/** Lower case without accents, so “creme” finds “crème”. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The sections with only the questions every typed word appears in (question or answer). */
export function filterHelp(sections: HelpSection[], search: string): HelpSection[] {
  const words = plain(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  return sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((question) => {
        const haystack = plain([section.title, question.question, ...question.answer].join(' '));
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.questions.length > 0);
}
