import { Fragment } from 'react';

// A mail's plain-text part. Links in it (a salon's shop link, a recovery link) are made
// clickable here, as text nodes and anchors — never by injecting HTML.
const LINK = /(https?:\/\/[^\s<>"]+)/g;

export function MailBody({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <div className="font-sans text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap text-ink">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            className="font-medium text-accent-700 underline underline-offset-4"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </div>
  );
}
