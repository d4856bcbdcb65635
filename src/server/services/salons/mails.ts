// The words of the mails a salon gets: its application received, and the decision. Content that
// the outbox renders to a plain-text and a designed HTML part, in the language the salon applied
// in (issue 30).
import type { Texts } from '../../i18n/texts';
import { signoffIn } from '../orders/mails';
import type { OutgoingMail } from '../outbox';

type MailedSalon = { salonName: string; email: string };

/** `link` is the whole salon link, on SITE_URL and in the salon's language (texts.path). */
export function salonApprovedMail(salon: MailedSalon, link: string, texts: Texts): OutgoingMail {
  const { t } = texts;
  return {
    to: salon.email,
    subject: t('mail.salon-approved.subject'),
    kind: 'hairdresser-approved',
    content: {
      language: texts.language,
      preview: t('mail.salon-approved.preview'),
      heading: t('mail.salon-approved.heading'),
      greeting: t('mail.hello', { name: salon.salonName }),
      blocks: [
        { type: 'paragraph', text: t('mail.salon-approved.welcome') },
        { type: 'paragraph', text: t('mail.salon-approved.link-is') },
        { type: 'action', label: t('mail.salon-approved.open'), href: link },
        { type: 'paragraph', text: t('mail.salon-approved.keep') },
      ],
      signoff: signoffIn(texts),
    },
  };
}

export function salonRejectedMail(salon: MailedSalon, reason: string, texts: Texts): OutgoingMail {
  const { t } = texts;
  return {
    to: salon.email,
    subject: t('mail.salon-rejected.subject'),
    kind: 'hairdresser-rejected',
    content: {
      language: texts.language,
      preview: t('mail.salon-rejected.preview'),
      heading: t('mail.salon-rejected.heading'),
      greeting: t('mail.hello', { name: salon.salonName }),
      blocks: [
        { type: 'paragraph', text: t('mail.salon-rejected.reason') },
        { type: 'quote', text: reason },
        { type: 'paragraph', text: t('mail.salon-rejected.again') },
      ],
      signoff: signoffIn(texts),
    },
  };
}

export function applicationReceivedMail(salon: MailedSalon, texts: Texts): OutgoingMail {
  const { t } = texts;
  return {
    to: salon.email,
    subject: t('mail.salon-received.subject'),
    kind: 'hairdresser-application-received',
    content: {
      language: texts.language,
      preview: t('mail.salon-received.preview'),
      heading: t('mail.salon-received.heading'),
      greeting: t('mail.hello', { name: salon.salonName }),
      blocks: [
        { type: 'paragraph', text: t('mail.salon-received.thanks') },
        { type: 'paragraph', text: t('mail.salon-received.next') },
      ],
      signoff: signoffIn(texts),
    },
  };
}
