// The words of the mails a salon gets when its application is decided. Plain text, like the
// order mails.
import type { OutgoingMail } from '../outbox';

type MailedSalon = { salonName: string; email: string };

export function salonApprovedMail(salon: MailedSalon, link: string): OutgoingMail {
  return {
    to: salon.email,
    subject: 'Welcome to Tress: your salon link',
    kind: 'hairdresser-approved',
    text: [
      `Hello ${salon.salonName},`,
      '',
      'Good news: your application is approved. Welcome to Tress!',
      '',
      'Open your private salon link to shop at business prices, order for your clients and send',
      'them recommendations:',
      '',
      `  ${link}`,
      '',
      'Keep this link to yourself: it is your salon account.',
      '',
      'Tress',
    ].join('\n'),
  };
}

export function salonRejectedMail(salon: MailedSalon, reason: string): OutgoingMail {
  return {
    to: salon.email,
    subject: 'Your Tress application',
    kind: 'hairdresser-rejected',
    text: [
      `Hello ${salon.salonName},`,
      '',
      'Thank you for applying to become a Tress partner salon. We have looked at your',
      'application carefully and cannot approve it at this time, for this reason:',
      '',
      `  ${reason}`,
      '',
      'You are welcome to apply again once this has changed, and to reply to this mail with',
      'any questions.',
      '',
      'Kind regards,',
      'Tress',
    ].join('\n'),
  };
}

export function applicationReceivedMail(salon: MailedSalon): OutgoingMail {
  return {
    to: salon.email,
    subject: 'We received your Tress application',
    kind: 'hairdresser-application-received',
    text: [
      `Hello ${salon.salonName},`,
      '',
      'Thank you for applying to become a Tress partner salon. We have your application and',
      'will look at it within a few working days.',
      '',
      'Once it is approved, we mail you your private salon link: business prices, the salons’',
      'weekly drop, and recommendations for your clients.',
      '',
      'Tress',
    ].join('\n'),
  };
}
