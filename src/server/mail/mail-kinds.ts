// Every kind of mail the shop writes (the `kind` of an outbox row, which admin searches on). A
// writer names one of these, so a new mail is added here, and the test that writes every kind
// through its real service and checks both parts fails until it covers the new one.
export const MAIL_KINDS = [
  'order-confirmation',
  'payment-received',
  'order-shipped',
  'hairdresser-application-received',
  'hairdresser-approved',
  'hairdresser-rejected',
  'password-recovery',
  'admin-invitation',
  'reauthentication-code',
  'suggestion-received',
  'contact-received',
  'contact-reply',
  'salon-drop',
  'invoice-issued',
  'credit-note-issued',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
