// The words of the support mails (product.md §13, §14): confirmations to shoppers who left an
// address, and an admin's reply to a message. Plain text, like the order mails; what the shopper
// typed is quoted as text.
import {
  CONTACT_TOPIC_NAMES,
  SUGGESTION_FAMILY_NAMES,
  type ContactRequest,
  type SuggestionRequest,
} from '@/domain/support';
import type { OutgoingMail } from './outbox';

function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

export function suggestionReceivedMail(
  suggestion: SuggestionRequest & { email: string },
): OutgoingMail {
  return {
    to: suggestion.email,
    subject: `Thanks for suggesting ${suggestion.product}`,
    kind: 'suggestion-received',
    text: [
      'Hello,',
      '',
      `Thank you for suggesting a product to Tress. We read every suggestion, and will write to`,
      'you here if we decide to stock it.',
      '',
      `Product: ${suggestion.product}`,
      `Family: ${SUGGESTION_FAMILY_NAMES[suggestion.family]}`,
      ...(suggestion.link ? [`Link: ${suggestion.link}`] : []),
      '',
      quoted(suggestion.description),
      '',
      'Tress',
    ].join('\n'),
  };
}

export function messageReceivedMail(message: ContactRequest): OutgoingMail {
  return {
    to: message.email,
    subject: 'We received your message',
    kind: 'contact-received',
    text: [
      `Hello ${message.name},`,
      '',
      'Thank you for writing to Tress. Your message has reached our team; we answer within two',
      'working days, by mail to this address.',
      '',
      `Topic: ${CONTACT_TOPIC_NAMES[message.topic]}`,
      ...(message.orderNumber ? [`Order: ${message.orderNumber}`] : []),
      '',
      quoted(message.message),
      '',
      'Tress',
    ].join('\n'),
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
    text: [
      `Hello ${message.name},`,
      '',
      reply,
      '',
      'Kind regards,',
      'Tress',
      '',
      'You wrote:',
      quoted(message.message),
    ].join('\n'),
  };
}
