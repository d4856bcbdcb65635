import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OutboxMail } from '@/domain/admin';
import { Spinner } from '@/web/components/ui/spinner';
import { outboxMailQuery } from '../../api/admin-outbox';
import { MailBody } from './mail-body';

type Part = 'html' | 'text';

const PARTS: { part: Part; label: string }[] = [
  { part: 'html', label: 'Designed' },
  { part: 'text', label: 'Plain text' },
];

/**
 * A mail as its recipient sees it: the designed HTML part in a sandboxed frame, or the plain-text
 * part. The frame's empty `sandbox` runs no script and gives the mail an origin of its own, so
 * nothing in a mail can reach the back office, whatever it contains.
 */
export function MailPreview({ mail }: { mail: OutboxMail }) {
  const detail = useQuery(outboxMailQuery(mail.id));
  const [part, setPart] = useState<Part>('html');
  const html = detail.data?.html ?? null;

  if (detail.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the mail" text="Loading the mail…" />
      </div>
    );
  }
  if (!html) {
    return (
      <>
        <p className="mb-4 text-sm text-taupe">
          {detail.isError
            ? 'The designed part could not be loaded; this is the plain-text part.'
            : 'This mail has a plain-text part only.'}
        </p>
        <MailBody text={mail.body} />
      </>
    );
  }
  return (
    <>
      <div
        role="group"
        aria-label="Part of the mail to show"
        className="mb-4 inline-flex rounded-full border border-sand bg-ivory p-1"
      >
        {PARTS.map((option) => (
          <button
            key={option.part}
            type="button"
            aria-pressed={part === option.part}
            onClick={() => setPart(option.part)}
            className={
              'min-h-tap rounded-full px-4 text-[0.9375rem] font-medium transition-colors ' +
              (part === option.part ? 'bg-white text-ink shadow-soft' : 'text-taupe hover:text-ink')
            }
          >
            {option.label}
          </button>
        ))}
      </div>
      {part === 'html' ? (
        <iframe
          title={`Preview of “${mail.subject}”`}
          sandbox=""
          srcDoc={html}
          referrerPolicy="no-referrer"
          className="block h-[70vh] min-h-[32rem] w-full rounded-field border border-sand bg-ivory"
        />
      ) : (
        <MailBody text={mail.body} />
      )}
    </>
  );
}
