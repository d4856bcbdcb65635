// The words of the support mails (product.md §13, §14): confirmations to shoppers who left an
// address, and an admin's reply to a message. What the shopper typed is quoted as text; the
// outbox renders each to a plain-text and a designed HTML part, in the language the shopper
// wrote from (issue 30).
import type {
  ContactRequest,
  ContactTopic,
  SuggestionFamily,
  SuggestionRequest,
} from '@/domain/support';
import type { MessageId } from '../i18n/catalogues';
import type { Texts } from '../i18n/texts';
import type { OutgoingMail } from './outbox';
import { signoffIn } from './orders/mails';

const FAMILY_NAMES: Record<SuggestionFamily, MessageId> = {
  'human-hair': 'mail.family.human-hair',
  'synthetic-hair': 'mail.family.synthetic-hair',
  'salon-essentials': 'mail.family.salon-essentials',
  other: 'mail.family.other',
};

const TOPIC_NAMES: Record<ContactTopic, MessageId> = {
  order: 'mail.topic.order',
  delivery: 'mail.topic.delivery',
  returns: 'mail.topic.returns',
  business: 'mail.topic.business',
  other: 'mail.topic.other',
};

export function suggestionReceivedMail(
  suggestion: SuggestionRequest & { email: string },
  texts: Texts,
): OutgoingMail {
  const { t } = texts;
  return {
    to: suggestion.email,
    subject: t('mail.suggestion.subject', { product: suggestion.product }),
    kind: 'suggestion-received',
    content: {
      language: texts.language,
      preview: t('mail.suggestion.preview', { product: suggestion.product }),
      heading: t('mail.suggestion.heading'),
      greeting: t('mail.hello-anonymous'),
      blocks: [
        { type: 'paragraph', text: t('mail.suggestion.thanks') },
        {
          type: 'facts',
          rows: [
            { label: t('mail.suggestion.product'), value: suggestion.product },
            { label: t('mail.suggestion.family'), value: t(FAMILY_NAMES[suggestion.family]) },
            ...(suggestion.link
              ? [{ label: t('mail.suggestion.link'), value: suggestion.link }]
              : []),
          ],
        },
        { type: 'quote', text: suggestion.description },
      ],
      signoff: signoffIn(texts),
    },
  };
}

export function messageReceivedMail(message: ContactRequest, texts: Texts): OutgoingMail {
  const { t } = texts;
  return {
    to: message.email,
    subject: t('mail.contact.subject'),
    kind: 'contact-received',
    content: {
      language: texts.language,
      preview: t('mail.contact.preview'),
      heading: t('mail.contact.heading'),
      greeting: t('mail.hello', { name: message.name }),
      blocks: [
        { type: 'paragraph', text: t('mail.contact.thanks') },
        {
          type: 'facts',
          rows: [
            { label: t('mail.contact.topic'), value: t(TOPIC_NAMES[message.topic]) },
            ...(message.orderNumber
              ? [{ label: t('mail.order.order'), value: message.orderNumber }]
              : []),
          ],
        },
        { type: 'quote', text: message.message },
      ],
      signoff: signoffIn(texts),
    },
  };
}

/** The admin writes the reply in the shopper's language; the mail around it is in it too. */
export function messageReplyMail(
  message: { name: string; email: string; message: string; orderNumber: string | null },
  reply: string,
  texts: Texts,
): OutgoingMail {
  const { t } = texts;
  return {
    to: message.email,
    subject: message.orderNumber
      ? t('mail.reply.subject-order', { order: message.orderNumber })
      : t('mail.reply.subject'),
    kind: 'contact-reply',
    content: {
      language: texts.language,
      preview: reply.split('\n')[0] ?? '',
      heading: t('mail.reply.heading'),
      greeting: t('mail.hello', { name: message.name }),
      blocks: [{ type: 'paragraph', text: reply }],
      signoff: signoffIn(texts),
      after: [{ type: 'quote', label: t('mail.reply.you-wrote'), text: message.message }],
    },
  };
}
