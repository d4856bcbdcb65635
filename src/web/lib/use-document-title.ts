import { useEffect } from 'react';

export const SITE_NAME = 'Tress';
export const HOME_TITLE = 'Tress — hair, done beautifully';

/** Sets the tab title: "Shop · Tress"; no argument gives the home title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : HOME_TITLE;
  }, [title]);
}
