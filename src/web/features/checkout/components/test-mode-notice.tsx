/** The built-in provider takes no money; the shopper must never think otherwise. */
export function TestModeNotice() {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="rounded-field border border-dashed border-accent-500 bg-accent-50 px-4 py-3 text-sm text-ink"
    >
      <p>
        <strong className="font-medium">Test mode</strong> — no real payment is taken. Use 4242 4242
        4242 4242.
      </p>
      <p className="mt-1 text-taupe">
        Any future expiry date, any 3-digit security code and any name will do.
      </p>
    </div>
  );
}
