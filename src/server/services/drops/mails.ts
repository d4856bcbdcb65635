// The mail a salon on the weekly-drop list gets when a new salons' drop is announced. Content
// that the outbox renders to a plain-text and a designed HTML part.
import type { DropInput } from '@/domain/drops';
import { formatAmsterdam } from '@/domain/drop-times';
import type { OutgoingMail } from '../outbox';

export function salonDropMail(
  member: { salonName: string; email: string },
  drop: Pick<DropInput, 'title' | 'startsAt' | 'endsAt'>,
): OutgoingMail {
  const opens = formatAmsterdam(drop.startsAt);
  return {
    to: member.email,
    kind: 'salon-drop',
    subject: `New salons' drop: ${drop.title}`,
    content: {
      preview: `${drop.title} opens ${opens} (Amsterdam time).`,
      heading: 'A new drop for salons',
      greeting: `Hello ${member.salonName},`,
      blocks: [
        {
          type: 'paragraph',
          text: `A new weekly drop for partner salons is coming: ${drop.title}.`,
        },
        {
          type: 'facts',
          rows: [
            { label: 'Opens', value: `${opens} (Amsterdam time)` },
            { label: 'Closes', value: `${formatAmsterdam(drop.endsAt)} (Amsterdam time)` },
          ],
        },
        {
          type: 'paragraph',
          text: 'Limited units at salon drop prices. Open your salon link and go to Weekly drop for salons to see it.',
        },
        {
          type: 'paragraph',
          text: 'You get this mail because your salon joined the weekly-drop list; leave it on that page.',
        },
      ],
      signoff: ['Kind regards,', 'Tress'],
    },
  };
}
