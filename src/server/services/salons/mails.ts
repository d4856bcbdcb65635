// The words of the mails a salon gets: its application received, and the decision. Content that
// the outbox renders to a plain-text and a designed HTML part.
import type { OutgoingMail } from '../outbox';

type MailedSalon = { salonName: string; email: string };

export function salonApprovedMail(salon: MailedSalon, link: string): OutgoingMail {
  return {
    to: salon.email,
    subject: 'Welcome to Tress: your salon link',
    kind: 'hairdresser-approved',
    content: {
      preview: 'Your application is approved: here is your private salon link.',
      heading: 'Welcome to Tress',
      greeting: `Hello ${salon.salonName},`,
      blocks: [
        {
          type: 'paragraph',
          text: 'Good news: your application is approved. Welcome to Tress!',
        },
        {
          type: 'paragraph',
          text: 'Open your private salon link to shop at business prices, order for your clients and send them recommendations.',
        },
        { type: 'action', label: 'Open your salon link', href: link },
        {
          type: 'paragraph',
          text: 'Keep this link to yourself: it is your salon account.',
        },
      ],
      signoff: ['Kind regards,', 'Tress'],
    },
  };
}

export function salonRejectedMail(salon: MailedSalon, reason: string): OutgoingMail {
  return {
    to: salon.email,
    subject: 'Your Tress application',
    kind: 'hairdresser-rejected',
    content: {
      preview: 'About your application to become a Tress partner salon.',
      heading: 'About your application',
      greeting: `Hello ${salon.salonName},`,
      blocks: [
        {
          type: 'paragraph',
          text: 'Thank you for applying to become a Tress partner salon. We have looked at your application carefully and cannot approve it at this time, for this reason:',
        },
        { type: 'quote', text: reason },
        {
          type: 'paragraph',
          text: 'You are welcome to apply again once this has changed, and to reply to this mail with any questions.',
        },
      ],
      signoff: ['Kind regards,', 'Tress'],
    },
  };
}

export function applicationReceivedMail(salon: MailedSalon): OutgoingMail {
  return {
    to: salon.email,
    subject: 'We received your Tress application',
    kind: 'hairdresser-application-received',
    content: {
      preview: 'We will look at your application within a few working days.',
      heading: 'We have your application',
      greeting: `Hello ${salon.salonName},`,
      blocks: [
        {
          type: 'paragraph',
          text: 'Thank you for applying to become a Tress partner salon. We have your application and will look at it within a few working days.',
        },
        {
          type: 'paragraph',
          text: 'Once it is approved, we mail you your private salon link: business prices, the salons’ weekly drop, and recommendations for your clients.',
        },
      ],
      signoff: ['Kind regards,', 'Tress'],
    },
  };
}
