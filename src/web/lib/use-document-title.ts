import { useEffect } from 'react';
import { useShellT } from '@/web/i18n/use-t';

/** Sets the tab title: "Shop · Tress"; no argument gives the home title, in the page's language. */
export function useDocumentTitle(title?: string): void {
  const t = useShellT();
  const text = title === undefined ? t('app.title.home') : t('app.title.page', { title });
  useEffect(() => {
    document.title = text;
  }, [text]);
}
