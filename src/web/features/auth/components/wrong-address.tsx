import { buttonClasses } from '@/web/components/ui/button';
import { FormAlert } from './form-alert';

/**
 * In place of the sign-in form when the page was opened at another address than the one the
 * shop signs in at (issue 28): where to go instead, and, for whoever runs the shop, which setting
 * to check when that address is the wrong one.
 */
export function WrongAddress({
  siteUrl,
  pageOrigin,
  destination,
}: {
  siteUrl: string;
  pageOrigin: string;
  /** Where the visitor was heading, a path inside the shop: the link keeps it. */
  destination: string;
}) {
  const there = new URL(destination, siteUrl).toString();
  return (
    <div className="flex flex-col gap-5">
      <FormAlert title="Signing in does not work at this address.">
        This shop signs in at <Address>{siteUrl}</Address>. You opened it at{' '}
        <Address>{pageOrigin}</Address>: open the sign-in page there.
      </FormAlert>
      {/* One span: the button lays out its children side by side, and a long host must wrap. */}
      <a href={there} className={buttonClasses('primary', 'w-full py-2 text-center')}>
        <span className="wrap-anywhere">Sign in at {new URL(siteUrl).host}</span>
      </a>
      <p className="text-sm text-taupe">
        Running this shop, and that is not its address? Then its{' '}
        <span className="font-medium text-ink">SITE_URL</span> setting is wrong: set it to the
        address people open, and restart the server.
      </p>
    </div>
  );
}

/** A web address inside a sentence: wraps anywhere, so a long one never widens a phone's page. */
function Address({ children }: { children: string }) {
  return <span className="font-medium wrap-anywhere">{children}</span>;
}
