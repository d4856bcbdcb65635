/** Invoices and credit notes (issue 16): built next. */
export function InvoicesPanel() {
  return <p className="text-taupe">No invoices yet.</p>;
}
