// The mail a salon on the weekly-drop list gets when a new salons' drop is announced. Content
// that the outbox renders to a plain-text and a designed HTML part, in the salon's language
// (issue 30).
import type { DropInput } from '@/domain/drops';
import { formatAmsterdam } from '@/domain/drop-times';
import type { Texts } from '../../i18n/texts';
import { signoffIn } from '../orders/mails';
import type { OutgoingMail } from '../outbox';

export function salonDropMail(
  member: { salonName: string; email: string },
  drop: Pick<DropInput, 'title' | 'startsAt' | 'endsAt'>,
  texts: Texts,
): OutgoingMail {
  const { t } = texts;
  const opens = formatAmsterdam(drop.startsAt, texts.locale);
  const closes = formatAmsterdam(drop.endsAt, texts.locale);
  return {
    to: member.email,
    kind: 'salon-drop',
    subject: t('mail.salon-drop.subject', { title: drop.title }),
    content: {
      language: texts.language,
      preview: t('mail.salon-drop.preview', { title: drop.title, opens }),
      heading: t('mail.salon-drop.heading'),
      greeting: t('mail.hello', { name: member.salonName }),
      blocks: [
        { type: 'paragraph', text: t('mail.salon-drop.coming', { title: drop.title }) },
        {
          type: 'facts',
          rows: [
            { label: t('mail.salon-drop.opens'), value: t('mail.salon-drop.at', { at: opens }) },
            { label: t('mail.salon-drop.closes'), value: t('mail.salon-drop.at', { at: closes }) },
          ],
        },
        { type: 'paragraph', text: t('mail.salon-drop.where') },
        { type: 'paragraph', text: t('mail.salon-drop.why') },
      ],
      signoff: signoffIn(texts),
    },
  };
}
