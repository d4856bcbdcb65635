import { toast, type ToastInput } from '@/web/components/ui/use-toast';
import { i18nFor } from '@/web/i18n/instances';
import type { Translate } from '@/web/i18n/use-t';

/**
 * A toast the cart's context raises (a drop line held, a quantity refused), in the page's
 * language. The context lives in the entry, which does not carry the cart's messages
 * (messages.ts), and the page that asked (the weekly drop) may not have loaded them: they are
 * loaded first, then the toast is written.
 */
export function cartToast(language: string, write: (t: Translate) => ToastInput): void {
  void import('./messages')
    .then(({ cartMessages }) => cartMessages.load(language))
    .then(() => {
      const i18n = i18nFor(language);
      toast(write((id, values) => i18n._(id, values)));
    })
    .catch((error: unknown) => console.error('A cart message could not be loaded.', error));
}
