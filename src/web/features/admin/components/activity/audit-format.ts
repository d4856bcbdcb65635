import type {
  AuditAction,
  AuditChange,
  AuditEntry,
  AuditTargetType,
} from '@/domain/admin-accounts';
import * as paths from '@/web/app/paths';
import { formatDateTime } from '../../admin-format';

// How the Activity tab words an audit row: the action in plain words, the target as a link to
// its page in the admin, and each change as "field: before → after".

/**
 * Every action the server records (AUDIT_ACTIONS), in words: typed over that list, so a new
 * action does not compile until it has its words. A newer server's unknown action (a page
 * older than its server) shows its own name.
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'order.status': 'Changed an order’s status',
  'order.refund': 'Asked the payment provider to refund an order',
  'product.create': 'Added a product',
  'product.update': 'Edited a product',
  'product.archive': 'Archived a product',
  'product.restore': 'Restored a product',
  'image.upload': 'Uploaded an image',
  'salon.approve': 'Approved a salon',
  'salon.reject': 'Rejected a salon',
  'salon.link-rotate': 'Gave a salon a new link',
  'partner.rate': 'Changed a commission rate',
  'partner.payout': 'Marked a commission paid out',
  'offer.create': 'Created an offer',
  'offer.update': 'Edited an offer',
  'offer.end': 'Ended an offer',
  'drop.create': 'Created a drop',
  'drop.update': 'Edited a drop',
  'drop.end': 'Ended a drop',
  'drop-list.remove': 'Took a salon off the weekly-drop list',
  'suggestion.update': 'Updated a suggestion',
  'message.update': 'Updated a message',
  'message.reply': 'Replied to a message',
  'settings.update': 'Changed the settings',
  'settings.friends-family-key-rotate': 'Made a new friends-and-family link',
  'batch.create': 'Made a batch',
  'batch.advance': 'Moved a batch on',
  'batch.cancel': 'Cancelled a batch',
  'invoice.issue': 'Issued an invoice',
  'invoice.paid': 'Marked an invoice paid',
  'admin.invite': 'Invited an admin',
  'admin.reinvite': 'Sent an admin a new invitation',
  'admin.remove': 'Removed an admin',
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failure': 'Sign-in refused: wrong password',
  'auth.password-change': 'Changed their password',
  'auth.invitation-accept': 'Accepted an invitation and chose a password',
  'factor.enrol': 'Added an authenticator app',
  'factor.verify': 'Confirmed an authenticator app',
  'factor.wrong-code': 'Typed a wrong code',
  'factor.remove': 'Removed an authenticator app',
};

/** What the Action filter offers: each kind of change (an action's first part). */
export const AUDIT_ACTION_GROUPS: { value: string; label: string }[] = [
  { value: 'order', label: 'Orders' },
  { value: 'product', label: 'Products' },
  { value: 'image', label: 'Images' },
  { value: 'salon', label: 'Salons' },
  { value: 'offer', label: 'Offers' },
  { value: 'drop', label: 'Drops' },
  { value: 'drop-list', label: 'Weekly-drop list' },
  { value: 'suggestion', label: 'Suggestions' },
  { value: 'message', label: 'Messages' },
  { value: 'settings', label: 'Settings' },
  { value: 'batch', label: 'Batches' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'partner', label: 'Partners' },
  { value: 'admin', label: 'Admins' },
  { value: 'auth', label: 'Sign-ins' },
  { value: 'factor', label: 'Authenticator apps' },
];

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  order: 'Order',
  product: 'Product',
  image: 'Image',
  salon: 'Salon',
  offer: 'Offer',
  drop: 'Drop',
  suggestion: 'Suggestion',
  message: 'Message',
  settings: 'Settings',
  batch: 'Batch',
  invoice: 'Invoice',
  partner: 'Partner',
  admin: 'Admin',
  factor: 'Authenticator app',
  session: 'Session',
};

export function actionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
}

function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action);
}

const wholeNumber = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : null);

/** The target's page in the admin, or null when it has none (an image, a session). */
export function targetHref(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel'>) {
  const { targetType: type, targetId: id, targetLabel: label } = entry;
  switch (type) {
    case 'order':
      return id ? paths.admin({ tab: 'orders', order: id }) : paths.admin({ tab: 'orders' });
    case 'product': {
      const productId = id ? wholeNumber(id) : null;
      return productId === null ? paths.admin({ tab: 'products' }) : paths.productEdit(productId);
    }
    case 'salon':
      // Every application, whatever became of it.
      return paths.admin({ tab: 'applications', status: 'all' });
    case 'partner':
      return id ? paths.admin({ tab: 'partners', partner: id }) : paths.admin({ tab: 'partners' });
    case 'offer':
    case 'drop':
    case 'settings':
      return paths.admin({ tab: type === 'offer' ? 'offers' : type === 'drop' ? 'drops' : type });
    case 'suggestion':
    case 'message':
      return paths.admin({ tab: `${type}s` });
    case 'admin':
      return paths.admin({ tab: 'admins' });
    case 'batch': {
      const batchId = id ? wholeNumber(id) : null;
      return paths.batchesAndInvoices(batchId === null ? {} : { batch: batchId });
    }
    case 'invoice':
      // The invoices have no page of their own: the list, searched for this one's number.
      return paths.batchesAndInvoices(label ? { tab: 'invoices', q: label } : { tab: 'invoices' });
    default:
      return null;
  }
}

/** "Order TR-000101": the target's kind and its label as it was then (or its id). */
export function targetText(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel'>) {
  if (!entry.targetType) return null;
  const name = entry.targetLabel ?? entry.targetId;
  const kind = AUDIT_TARGET_LABELS[entry.targetType];
  if (!name) return kind;
  // A label that already says what it is ("Batch 12") is not prefixed twice.
  return name.toLowerCase().startsWith(kind.toLowerCase()) ? name : `${kind} ${name}`;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A changed value as the admin reads it: a time in the shop's locale, "—" for none. */
function valueText(value: string | null): string {
  if (value === null) return '—';
  return ISO_TIME.test(value) ? formatDateTime(value) : value;
}

/** "status: paid → shipped"; a value that was not there (or is gone) shows as "—". */
export function changeText(change: AuditChange): string {
  return `${change.field}: ${valueText(change.before)} → ${valueText(change.after)}`;
}
