// Suggestions and contact messages as shoppers send them (product.md §13): each is kept, and
// when the shopper left an address a confirmation is queued in the same transaction, so the
// mail exists exactly when the message does.
import type { ContactRequest, SuggestionRequest, SupportReceipt } from '@/domain/support';
import type { Database } from '../db/client';
import { contactMessages, suggestions } from '../db/schema';
import type { Logger } from '../log';
import { queueEmail } from './outbox';
import { messageReceivedMail, suggestionReceivedMail } from './support-mails';
import { textsIn } from '../i18n/texts';

export async function receiveSuggestion(
  db: Database,
  logger: Logger,
  request: SuggestionRequest,
  /** The page's language: the confirmation is written in it. */
  language: string,
): Promise<SupportReceipt> {
  const { email } = request;
  await db.transaction(async (tx) => {
    await tx.insert(suggestions).values({
      product: request.product,
      family: request.family,
      description: request.description,
      link: request.link ?? null,
      email: email ?? null,
      language,
    });
    if (email)
      await queueEmail(
        tx,
        logger,
        suggestionReceivedMail({ ...request, email }, textsIn(language)),
      );
  });
  logger.info('suggestion received', { family: request.family });
  return { received: true, confirmationMailed: email !== undefined };
}

export async function receiveMessage(
  db: Database,
  logger: Logger,
  request: ContactRequest,
  /** The page's language: the confirmation, and later the admin's reply, are written in it. */
  language: string,
): Promise<SupportReceipt> {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: request.name,
      email: request.email,
      topic: request.topic,
      orderNumber: request.orderNumber ?? null,
      message: request.message,
      language,
    });
    await queueEmail(tx, logger, messageReceivedMail(request, textsIn(language)));
  });
  logger.info('contact message received', { topic: request.topic });
  return { received: true, confirmationMailed: true };
}
