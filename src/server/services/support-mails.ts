// The words of the support mails (product.md §13, §14): confirmations to shoppers who left an
// address, and an admin's reply to a message. What the shopper typed is quoted as text; the
// outbox renders each to a plain-text and a designed HTML part.
import {
  CONTACT_TOPIC_NAMES,
  SUGGESTION_FAMILY_NAMES,
  type ContactRequest,
  type SuggestionRequest,
} from '@/domain/support';
import type { OutgoingMail } from './outbox';

export function suggestionReceivedMail(
  suggestion: SuggestionRequest & { email: string },
): OutgoingMail {
  return {
    to: suggestion.email,
    subject: `Thanks for suggesting ${suggestion.product}`,
    kind: 'suggestion-received',
    content: {
      preview: `We read every suggestion, ${suggestion.product} included.`,
      heading: 'Thanks for your suggestion',
      greeting: 'Hello,',
      blocks: [
        {
          type: 'paragraph',
          text: 'Thank you for suggesting a product to Tress. We read every suggestion, and will write to you here if we decide to stock it.',
        },
        {
          type: 'facts',
          rows: [
            { label: 'Product', value: suggestion.product },
            { label: 'Family', value: SUGGESTION_FAMILY_NAMES[suggestion.family] },
            ...(suggestion.link ? [{ label: 'Link', value: suggestion.link }] : []),
          ],
        },
        { type: 'quote', text: suggestion.description },
      ],
      signoff: ['Kind regards,', 'Tress'],
    },
  };
}

export function messageReceivedMail(message: ContactRequest): OutgoingMail {
  return {
    to: message.email,
    subject: 'We received your message',
    kind: 'contact-received',
    content: {
      preview: 'Your message reached our team; we answer within two working days.',
      heading: 'We received your message',
      greeting: `Hello ${message.name},`,
      blocks: [
        {
          type: 'paragraph',
          text: 'Thank you for writing to Tress. Your message has reached our team; we answer within two working days, by mail to this address.',
        },
        {
          type: 'facts',
          rows: [
            { label: 'Topic', value: CONTACT_TOPIC_NAMES[message.topic] },
            ...(message.orderNumber ? [{ label: 'Order', value: message.orderNumber }] : []),
          ],
        },
        { type: 'quote', text: message.message },
      ],
      signoff: ['Kind regards,', 'Tress'],
    },
  };
}

export function messageReplyMail(
  message: { name: string; email: string; message: string; orderNumber: string | null },
  reply: string,
): OutgoingMail {
  return {
    to: message.email,
    subject: message.orderNumber
      ? `Re: your message about ${message.orderNumber}`
      : 'Re: your message to Tress',
    kind: 'contact-reply',
    content: {
      preview: reply.split('\n')[0] ?? '',
      heading: 'An answer to your message',
      greeting: `Hello ${message.name},`,
      blocks: [{ type: 'paragraph', text: reply }],
      signoff: ['Kind regards,', 'Tress'],
      after: [{ type: 'quote', label: 'You wrote:', text: message.message }],
    },
  };
}
