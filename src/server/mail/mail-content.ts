// A mail's words, written once and rendered twice: to the plain-text part and to the designed
// HTML part (issue 17). Writers describe what a mail says; they never write markup, so every
// value they put in is escaped by the HTML renderer and the two parts cannot drift apart.

/** One line of an order as a mail lists it; a box names its components in `details`. */
export type MailOrderLine = {
  /** "2 × Repair Shampoo (250 ml)" */
  text: string;
  /** The line's money, formatted: "€25.90" */
  amount: string;
  details: string[];
};

export type MailAmount = { label: string; amount: string };

export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** The mail's main link: a button in HTML, the label and the address on their own in text. */
  | { type: 'action'; label: string; href: string }
  /** A further link, quieter than the action: "View your order: https://…". */
  | { type: 'link'; label: string; href: string }
  /** Label and value pairs: "Order: TR-000123", "Tracking number: 3SABC123". */
  | { type: 'facts'; rows: { label: string; value: string }[] }
  | {
      type: 'order-lines';
      lines: MailOrderLine[];
      /** Subtotal, discount, delivery: what leads from the lines to the total. */
      sums?: MailAmount[];
      total: MailAmount;
      /** Beneath the total, quieter: the VAT it includes. */
      notes?: MailAmount[];
    }
  /** What a person wrote (a message, a suggestion), quoted as text. */
  | { type: 'quote'; label?: string; text: string };

export type MailContent = {
  /** The language the mail is written in (issue 30): its <html lang> and footer. Default: en. */
  language?: string;
  /** The line an inbox shows beside the subject; hidden in the mail itself. */
  preview: string;
  /** The designed mail's headline. The text part starts with the greeting instead. */
  heading: string;
  /** "Hello Anna," */
  greeting: string;
  blocks: MailBlock[];
  /** "Kind regards," / "Tress" */
  signoff: string[];
  /** After the sign-off, e.g. the message a reply answers. */
  after?: MailBlock[];
};
