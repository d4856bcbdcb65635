import { Fragment, type ReactNode } from 'react';
import type { Translate } from './use-t';

const MARK = '\u0001';

/**
 * A message with elements in it ("Add <strong>€12.50</strong> more", "<b>3</b> of 12 left"):
 * each element value stands where its placeholder is, so a language may put it anywhere in its
 * sentence. The id is written in full at the call (`messageParts(t, 'cart.free.more', …)`), so
 * `npm run messages` finds it.
 */
export function messageParts(
  t: Translate,
  id: string,
  values: Record<string, ReactNode>,
): ReactNode[] {
  const elements: ReactNode[] = [];
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
    else {
      plain[name] = `${MARK}${elements.length}${MARK}`;
      elements.push(value);
    }
  }
  return t(id, plain)
    .split(MARK)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? elements[Number(part)] : part}</Fragment>
    ));
}
