import type { PaymentMethod } from '@/domain/orders';

// Each payment method's mark: our own small drawings in the shop's palette (issue 31), not the
// schemes' logos: a badge that names the method, so a shopper recognises it at a glance. The
// method's name is always written beside the mark, so the drawing is decoration (aria-hidden).

const frame = 'h-7 w-10 shrink-0';

function IdealMark() {
  return (
    <svg viewBox="0 0 40 28" className={frame} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="39" height="27" rx="6" className="fill-white stroke-sand" />
      <circle cx="11" cy="9" r="2.6" className="fill-accent-700" />
      <rect x="8.6" y="13" width="4.8" height="9" rx="1.2" className="fill-accent-700" />
      <path
        d="M17 6.5h5.2c4.6 0 7.8 3 7.8 7.5s-3.2 7.5-7.8 7.5H17z"
        className="fill-accent-100 stroke-accent-700"
        strokeWidth="1.6"
      />
    </svg>
  );
}

function BancontactMark() {
  return (
    <svg viewBox="0 0 40 28" className={frame} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="39" height="27" rx="6" className="fill-white stroke-sand" />
      {/* Two linked bands: the one that goes and the one that comes back. */}
      <path d="M6 17.5h13l5-7H11z" className="fill-ink" />
      <path d="M34 10.5H21l-5 7h13z" className="fill-accent-500" />
    </svg>
  );
}

function CardMark() {
  return (
    <svg viewBox="0 0 40 28" className={frame} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="39" height="27" rx="6" className="fill-linen stroke-sand" />
      <rect x="0" y="7" width="40" height="4.5" className="fill-ink" />
      <rect x="5" y="15" width="7" height="5.5" rx="1.2" className="fill-accent-200" />
      <rect x="16" y="16" width="15" height="1.6" rx="0.8" className="fill-taupe" />
      <rect x="16" y="19.2" width="9" height="1.6" rx="0.8" className="fill-taupe" />
    </svg>
  );
}

function InvoiceMark() {
  return (
    <svg viewBox="0 0 40 28" className={frame} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="39" height="27" rx="6" className="fill-white stroke-sand" />
      <path d="M13 4.5h10.5l4 4v15H13z" className="fill-linen stroke-taupe" strokeWidth="1.2" />
      <rect x="16" y="11" width="8.5" height="1.4" rx="0.7" className="fill-taupe" />
      <rect x="16" y="14.2" width="8.5" height="1.4" rx="0.7" className="fill-taupe" />
      <rect x="16" y="17.4" width="5.5" height="1.4" rx="0.7" className="fill-accent-700" />
    </svg>
  );
}

/** The mark of a payment method. */
export function PaymentMark({ method }: { method: PaymentMethod }) {
  switch (method) {
    case 'ideal':
      return <IdealMark />;
    case 'bancontact':
      return <BancontactMark />;
    case 'card':
      return <CardMark />;
    case 'invoice':
      return <InvoiceMark />;
  }
}
