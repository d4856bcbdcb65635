import { Fragment, type ReactNode } from 'react';

const MARK = '\u0001';

/**
 * A sentence with a link in it ("Try other words, or {link}."): the message places the link, so
 * a language may put it anywhere in its sentence.
 */
export function linkedText(text: (link: string) => string, link: ReactNode): ReactNode {
  return text(MARK)
    .split(MARK)
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? link : null}
        {part}
      </Fragment>
    ));
}
