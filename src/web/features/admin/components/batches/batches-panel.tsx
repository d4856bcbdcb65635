/** The batches of supplier orders (issue 16): built next. */
export function BatchesPanel() {
  return <p className="text-taupe">No batches yet.</p>;
}
