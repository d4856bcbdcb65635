// The password-recovery mail: the one-hour link to choose a new password. Content that the
// outbox renders to a plain-text and a designed HTML part.
import type { OutgoingMail } from '../services/outbox';

export function recoveryMail(email: string, link: string): OutgoingMail {
  return {
    to: email,
    kind: 'password-recovery',
    subject: 'Reset your Tress password',
    content: {
      preview: 'Open the link within an hour to choose a new password.',
      heading: 'Reset your password',
      greeting: 'Hello,',
      blocks: [
        {
          type: 'paragraph',
          text: 'Someone asked to reset the password of your Tress account. Open this link within an hour to choose a new one.',
        },
        { type: 'action', label: 'Choose a new password', href: link },
        {
          type: 'paragraph',
          text: 'If that was not you, ignore this mail; your password stays as it is.',
        },
      ],
      signoff: ['Tress'],
    },
  };
}
