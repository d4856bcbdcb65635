import type { InvoiceStatus } from '@/domain/invoices';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  overdue: 'Overdue',
};

// Calm by default; overdue is what needs the admin's hand.
const TONES: Record<InvoiceStatus, string> = {
  open: 'border-ink/15 bg-white text-ink',
  paid: 'border-sand bg-linen text-taupe',
  overdue: 'border-accent-200 bg-accent-50 text-accent-800',
};

export function InvoiceBadge({ status, credited }: { status: InvoiceStatus; credited?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      {credited ? 'Credited' : INVOICE_STATUS_LABELS[status]}
    </span>
  );
}
