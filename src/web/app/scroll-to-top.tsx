import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every navigation starts at the top of the page (specification §2), filters in the URL included.
 * Not the page the app starts on: a shopper may have scrolled the server's markup already, and a
 * reload keeps its place.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    const address = `${pathname}${search}`;
    if (address === shown.current) return;
    shown.current = address;
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
