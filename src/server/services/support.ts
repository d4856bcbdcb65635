// Suggestions and contact messages as shoppers send them (product.md §13): each is kept, and
// when the shopper left an address a confirmation is queued in the same transaction, so the
// mail exists exactly when the message does.
import type { ContactRequest, SuggestionRequest, SupportReceipt } from '@/domain/support';
import type { Database } from '../db/client';
import { contactMessages, suggestions } from '../db/schema';
import type { Logger } from '../log';
import { queueEmail } from './outbox';
import { messageReceivedMail, suggestionReceivedMail } from './support-mails';

export async function receiveSuggestion(
  db: Database,
  logger: Logger,
  request: SuggestionRequest,
): Promise<SupportReceipt> {
  const { email } = request;
  await db.transaction(async (tx) => {
    await tx.insert(suggestions).values({
      product: request.product,
      family: request.family,
      description: request.description,
      link: request.link ?? null,
      email: email ?? null,
    });
    if (email) await queueEmail(tx, logger, suggestionReceivedMail({ ...request, email }));
  });
  logger.info('suggestion received', { family: request.family });
  return { received: true, confirmationMailed: email !== undefined };
}

export async function receiveMessage(
  db: Database,
  logger: Logger,
  request: ContactRequest,
): Promise<SupportReceipt> {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: request.name,
      email: request.email,
      topic: request.topic,
      orderNumber: request.orderNumber ?? null,
      message: request.message,
    });
    await queueEmail(tx, logger, messageReceivedMail(request));
  });
  logger.info('contact message received', { topic: request.topic });
  return { received: true, confirmationMailed: true };
}
