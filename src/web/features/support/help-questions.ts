import { formatMoney } from '@/domain/money';
import type { PublicSettings } from '@/domain/settings';

// The FAQ of /help (product.md §13). Money in the answers comes from the shop's settings, so the
// answers change when an admin changes a fee; nothing here copies a number.

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
  'deliveryFees' | 'freeDeliveryThresholds' | 'locale' | 'orderExpiryMinutes'
>;

export function helpSections(settings: Numbers): HelpSection[] {
  const money = (cents: number) => formatMoney(cents, settings.locale);
  const fees = settings.deliveryFees;
  const free = settings.freeDeliveryThresholds;
  const salonFee = fees.salon === 0 ? 'free' : money(fees.salon);
  return [
    {
      id: 'ordering',
      title: 'Ordering',
      questions: [
        {
          id: 'how-to-order',
          question: 'How do I place an order?',
          answer: [
            'Add products to your cart, open the cart and choose how you want it delivered, then go to checkout. You do not need an account: your name, email and (for home delivery) your address are enough.',
            'You receive an order confirmation by mail with your order number, e.g. TR-000123.',
          ],
        },
        {
          id: 'change-order',
          question: 'Can I change or cancel my order?',
          answer: [
            'Write to us through the contact form with your order number as soon as possible. Until we have ordered your items from our suppliers we can change or cancel it.',
          ],
        },
        {
          id: 'out-of-stock',
          question: 'What if something is out of stock?',
          answer: [
            'The shop only accepts what is in stock at the moment you order. If stock ran out while you were checking out, checkout tells you which items and how many are left.',
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery and lockers',
      questions: [
        {
          id: 'delivery-cost',
          question: 'What does delivery cost?',
          answer: [
            `Home delivery costs ${money(fees.home)}, delivery to a parcel locker ${money(fees.locker)}, and picking up at a partner salon is ${salonFee}.`,
            `Home and locker delivery are free from ${money(free.client)} in your cart, and for business customers from ${money(free.business)}.`,
          ],
        },
        {
          id: 'lockers',
          question: 'How do parcel lockers work?',
          answer: [
            'Choose “Parcel locker” in your cart and search for a locker by city. When your parcel arrives you get a mail with the code that opens the locker.',
          ],
        },
        {
          id: 'where',
          question: 'Where do you deliver?',
          answer: [
            'To homes, parcel lockers and partner salons in the Netherlands and Belgium. Not available in your city yet? Register your interest on the demand map.',
          ],
        },
      ],
    },
    {
      id: 'returns',
      title: 'Returns',
      questions: [
        {
          id: 'withdrawal',
          question: 'Can I return something?',
          answer: [
            'Yes: you may withdraw from a purchase within 14 days of receiving it, without giving a reason. Tell us through the contact form (topic “Returns”), then send the items back within 14 days. We refund the price and the standard delivery cost within 14 days of receiving them.',
          ],
        },
        {
          id: 'hygiene',
          question: 'Are there products I cannot return?',
          answer: [
            'For hygiene reasons we cannot take back hair, wigs and care products once their seal is broken or they have been worn, dyed, cut or opened. Unopened, sealed products can always be returned.',
          ],
        },
        {
          id: 'damaged',
          question: 'My order arrived damaged or incomplete',
          answer: [
            'Sorry about that. Write to us within 14 days with your order number and a photo; we replace or refund it at our cost.',
          ],
        },
      ],
    },
    {
      id: 'hair-care',
      title: 'Hair care',
      questions: [
        {
          id: 'human-hair-care',
          question: 'How do I care for human hair extensions?',
          answer: [
            'Wash them gently with a sulphate-free shampoo and conditioner, let them air-dry, and use a heat protectant before styling. Detangle from the ends up with a wide-tooth comb.',
          ],
        },
        {
          id: 'synthetic-heat',
          question: 'Can I use heat on synthetic hair?',
          answer: [
            'Only if the product says “heat friendly”, and then at low temperatures. Other synthetic hair melts: style it with hot water instead.',
          ],
        },
        {
          id: 'how-long',
          question: 'How long does hair last?',
          answer: [
            'With good care, human hair lasts six to twelve months or more; synthetic hair about one to three months of regular wear.',
          ],
        },
      ],
    },
    {
      id: 'business',
      title: 'Business accounts',
      questions: [
        {
          id: 'become-partner',
          question: 'How does my salon get business prices?',
          answer: [
            'Apply as a partner salon on the hairdressers page with your Chamber of Commerce registration. Once we approve you, you receive a private salon link that shows business prices.',
          ],
        },
        {
          id: 'invoice',
          question: 'Can my business pay by invoice?',
          answer: [
            'Yes: business customers can choose to pay by invoice at checkout. Each business order gets a proper invoice.',
          ],
        },
        {
          id: 'business-delivery',
          question: 'When is delivery free for business orders?',
          answer: [`From ${money(free.business)} in your cart; below that the normal fees apply.`],
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments',
      questions: [
        {
          id: 'methods',
          question: 'How can I pay?',
          answer: [
            'By card at checkout. Business customers may also pay by invoice. Prices include VAT.',
          ],
        },
        {
          id: 'unpaid',
          question: 'What happens if I do not finish paying?',
          answer: [
            `We hold your items for ${settings.orderExpiryMinutes} minutes. If the payment is not completed by then, the order is cancelled and the items go back on sale; you can simply order again.`,
          ],
        },
        {
          id: 'safe',
          question: 'Is paying safe?',
          answer: [
            'Card details go straight to our payment provider over an encrypted connection; the shop never stores your card number.',
          ],
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
