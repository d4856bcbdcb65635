import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page (specification §2), filters in the URL included. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
