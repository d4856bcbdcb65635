import { createContext, useContext, useEffect } from 'react';
import { useShellT } from '@/web/i18n/use-t';

/**
 * On the server (entry-server.tsx), where no effect runs, where a render writes its page's title
 * so the HTML's <title> is the page's own, in its language, before any script runs.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the tab title: "Shop · Tress"; no argument gives the home title, in the page's language. */
export function useDocumentTitle(title?: string): void {
  const t = useShellT();
  const text = title === undefined ? t('app.title.home') : t('app.title.page', { title });
  useContext(DocumentTitleSink)?.(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
