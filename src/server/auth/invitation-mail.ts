// The admin invitation (issue 19): a single-use link, valid for two days, to choose a password
// for a new admin account. Content that the outbox renders to a plain-text and an HTML part.
import type { OutgoingMail } from '../services/outbox';

export function invitationMail(email: string, link: string, invitedBy: string): OutgoingMail {
  return {
    to: email,
    kind: 'admin-invitation',
    subject: 'You are invited to run the Tress shop',
    content: {
      preview: 'Choose a password within two days to sign in as an admin.',
      heading: 'Your admin account is ready',
      greeting: 'Hello,',
      blocks: [
        {
          type: 'paragraph',
          text: `${invitedBy} invited you to be an admin of the Tress shop. Open this link within two days to choose your password; it works once.`,
        },
        { type: 'action', label: 'Choose your password', href: link },
        {
          type: 'paragraph',
          text: 'After that, sign in at the shop and set up an authenticator app for two-factor sign-in. If you did not expect this mail, ignore it: nothing happens without the link.',
        },
      ],
      signoff: ['Tress'],
    },
  };
}
