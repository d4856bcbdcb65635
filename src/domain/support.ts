// What shoppers send the shop outside an order (product.md §13, §14): product suggestions and
// contact messages, the admin's handling of them, and the data checks of /api/salons/health.
// One zod schema per payload: the server validates with it, the forms validate with it too.
import { z } from 'zod';
import { FAMILIES, type FamilySlug } from './catalog';
import { message } from './messages';
import { isWebAddress, queryInteger, recordId, text as storableText } from './schema-blocks';

/** `missing` is what an empty field is told ("Enter your name"). */
const text = (missing: string, min: number, max: number) =>
  storableText({ error: missing })
    .trim()
    .min(
      min,
      min <= 1 ? missing : message('forms.min-chars', 'Use at least {min} characters', { min }),
    )
    .max(max, message('forms.max-chars', 'Use at most {max} characters', { max }));

const email = storableText({ error: message('forms.enter-email', 'Enter an email address') })
  .trim()
  .max(200, message('forms.max-chars', 'Use at most {max} characters', { max: 200 }))
  .pipe(z.email(message('forms.valid-email', 'Enter a valid email address')));

/**
 * The honeypot: a field people never see (hidden, out of the tab order) and bots fill in. A
 * request with it filled is answered like any other and then dropped, so a bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';
const honeypot = storableText().max(500).optional();

export function isHoneypotFilled(body: { website?: string | undefined }): boolean {
  return (body.website ?? '').trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/** "Something else" beside the shop's families: a suggestion may open a new one. */
export const SUGGESTION_FAMILIES = [
  'human-hair',
  'synthetic-hair',
  'salon-essentials',
  'other',
] as const satisfies readonly [...FamilySlug[], 'other'];
export type SuggestionFamily = (typeof SUGGESTION_FAMILIES)[number];

export const SUGGESTION_FAMILY_NAMES: Record<SuggestionFamily, string> = {
  ...(Object.fromEntries(FAMILIES.map((family) => [family.slug, family.name])) as Record<
    (typeof FAMILIES)[number]['slug'],
    string
  >),
  other: 'Something else',
};

/** Only web links: no javascript:, data: or file: URLs ever reach an admin's screen. */
const webLink = storableText()
  .trim()
  .max(500, message('forms.max-chars', 'Use at most {max} characters', { max: 500 }))
  .refine(
    isWebAddress,
    message('forms.web-address', 'Enter a web address starting with http:// or https://'),
  );

/** POST /api/suggestions */
export const suggestionRequestSchema = z
  .object({
    product: text(message('forms.enter-product', 'Enter the product’s name'), 2, 120),
    family: z.enum(SUGGESTION_FAMILIES, {
      error: message('forms.choose-family', 'Choose a family'),
    }),
    description: text(
      message('forms.enter-description', 'Enter what it is and why you want it'),
      10,
      2000,
    ),
    link: webLink.optional(),
    email: email.optional(),
    website: honeypot,
  })
  .strict();
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

export const SUGGESTION_STATUSES = ['new', 'planned', 'declined', 'added'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Contact messages

export const CONTACT_TOPICS = ['order', 'delivery', 'returns', 'business', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_NAMES: Record<ContactTopic, string> = {
  order: 'An order',
  delivery: 'Delivery',
  returns: 'Returns',
  business: 'A business account',
  other: 'Something else',
};

/** TR-000123, as order numbers are printed; any case is accepted and stored upper case. */
export const orderNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    /^TR-\d{6}$/,
    message('forms.order-number', 'Use the order number as printed, e.g. TR-000123'),
  );

/** POST /api/contact */
export const contactRequestSchema = z
  .object({
    name: text(message('forms.enter-name', 'Enter your name'), 2, 100),
    email,
    topic: z.enum(CONTACT_TOPICS, { error: message('forms.choose-topic', 'Choose a topic') }),
    orderNumber: orderNumberSchema.optional(),
    message: text(message('forms.enter-message', 'Enter your message'), 10, 5000),
    website: honeypot,
  })
  .strict();
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What POST /api/suggestions and POST /api/contact answer (201). */
export interface SupportReceipt {
  received: true;
  /** Whether a confirmation was mailed (an email address was given). */
  confirmationMailed: boolean;
}

// ---------------------------------------------------------------------------------------------
// Admin

const page = queryInteger().min(1).max(10_000).default(1);
const pageSize = queryInteger().min(1).max(100).default(20);
const search = storableText().trim().max(100, 'Search for at most 100 characters').optional();

/** GET /api/admin/suggestions */
export const adminSuggestionQuerySchema = z
  .object({ status: z.enum(SUGGESTION_STATUSES).optional(), q: search, page, pageSize })
  .strict();
export type AdminSuggestionQuery = z.output<typeof adminSuggestionQuerySchema>;

/** POST /api/admin/suggestions/:id — a status (with the product once added) and/or read. */
export const suggestionUpdateSchema = z
  .object({
    status: z.enum(SUGGESTION_STATUSES, { error: 'Choose a status' }).optional(),
    /** The product it became; required with "added", refused otherwise. */
    productId: recordId({ error: 'Choose a product' }).nullable().optional(),
    read: z.boolean().optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Change at least one thing')
  .superRefine((change, context) => {
    if (change.status === 'added' && !change.productId)
      context.addIssue({
        code: 'custom',
        path: ['productId'],
        message: 'Give the id of the product it became',
      });
    if (change.productId && change.status !== 'added')
      context.addIssue({
        code: 'custom',
        path: ['productId'],
        message: 'Only an added suggestion links to a product',
      });
  });
export type SuggestionUpdate = z.infer<typeof suggestionUpdateSchema>;

export interface AdminSuggestion {
  id: string;
  product: string;
  family: SuggestionFamily;
  description: string;
  link: string | null;
  email: string | null;
  status: SuggestionStatus;
  addedProduct: { id: number; name: string } | null;
  read: boolean;
  createdAt: string;
}

/** GET /api/admin/messages */
export const adminMessageQuerySchema = z
  .object({
    status: z.enum(MESSAGE_STATUSES).optional(),
    topic: z.enum(CONTACT_TOPICS).optional(),
    q: search,
    page,
    pageSize,
  })
  .strict();
export type AdminMessageQuery = z.output<typeof adminMessageQuerySchema>;

/** POST /api/admin/messages/:id */
export const messageUpdateSchema = z
  .object({
    status: z.enum(MESSAGE_STATUSES, { error: 'Choose a status' }).optional(),
    read: z.boolean().optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Change at least one thing');
export type MessageUpdate = z.infer<typeof messageUpdateSchema>;

/** POST /api/admin/messages/:id/replies: mailed to the sender through the outbox. */
export const messageReplySchema = z.object({ body: text('Enter your reply', 2, 5000) }).strict();
export type MessageReply = z.infer<typeof messageReplySchema>;

export interface AdminMessageReply {
  id: string;
  body: string;
  by: string;
  createdAt: string;
  /** The outbox mail that carries it. */
  emailId: string | null;
}

export interface AdminMessage {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  orderNumber: string | null;
  message: string;
  status: MessageStatus;
  read: boolean;
  createdAt: string;
  replies: AdminMessageReply[];
}

export interface SupportPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Unread in the whole inbox, whatever the filters. */
  unread: number;
}

/** GET /api/admin/inbox-counts: what the admin tabs show beside their names. */
export interface InboxCounts {
  suggestions: number;
  messages: number;
}

// ---------------------------------------------------------------------------------------------
// GET /api/salons/health

export interface DataCheck {
  id: string;
  title: string;
  /** Why it matters, in one line. */
  about: string;
  count: number;
  /** A few of the rows found (no more than five), named so an admin can find them. */
  examples: { id: string; label: string }[];
}

export interface DataHealth {
  checkedAt: string;
  checks: DataCheck[];
}
