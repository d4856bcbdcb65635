// The reauthentication code (GET /auth/v1/reauthenticate): six digits that confirm, for ten
// minutes, that the one changing the password holds the account's mailbox too.
import type { OutgoingMail } from '../services/outbox';

export function reauthenticationMail(email: string, code: string): OutgoingMail {
  return {
    to: email,
    kind: 'reauthentication-code',
    subject: `Your Tress confirmation code: ${code}`,
    content: {
      preview: 'Enter this code within ten minutes to confirm the change.',
      heading: 'Confirm it is you',
      greeting: 'Hello,',
      blocks: [
        {
          type: 'paragraph',
          text: `Your confirmation code is ${code}. Enter it within ten minutes to confirm the change to your Tress account; it works once.`,
        },
        {
          type: 'paragraph',
          text: 'If you did not ask for it, someone may know your password: change it, and tell the other admins.',
        },
      ],
      signoff: ['Tress'],
    },
  };
}
