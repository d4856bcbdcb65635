import { useState } from 'react';
import type { AdminConfig } from '@/domain/settings';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useRotateFriendsFamilyKey } from '../../api/admin-config';
import { adminProblem } from '../../api/admin-problem';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';

/** The friends-and-family link (business prices for whoever holds it), and rotating its key. */
export function FriendsFamilyCard({ config }: { config: AdminConfig }) {
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateFriendsFamilyKey();
  const link = config.friendsFamilyLink
    ? new URL(config.friendsFamilyLink, window.location.origin).toString()
    : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Copying is not allowed here', description: 'Select the link and copy it.' });
    }
  };

  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'New link ready',
          description: 'The old link no longer gives business prices.',
        });
      },
      onError: reactToSessionLoss,
    });

  return (
    <section
      aria-labelledby="ff-title"
      className="rounded-card border border-sand bg-white p-5 sm:p-7"
    >
      <h3 id="ff-title" className="font-display text-xl font-medium">
        Friends-and-family link
      </h3>
      <p className="mt-2 text-[0.9375rem] text-taupe">
        Whoever opens this link shops at business prices. Share it only with people you trust.
      </p>
      {link ? (
        <div className="mt-5 flex flex-col gap-3">
          <label htmlFor="ff-link" className="text-sm font-medium">
            Current link
          </label>
          <input
            id="ff-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-tap w-full rounded-field border border-sand bg-ivory px-4 font-mono text-sm text-ink"
          />
          <Button variant="secondary" onClick={() => void copy()} className="self-start">
            Copy link
          </Button>
        </div>
      ) : (
        <p className="mt-5 rounded-field bg-linen px-4 py-3 text-[0.9375rem]">
          There is no link yet, so nobody gets friends-and-family prices.
        </p>
      )}
      <div className="mt-6 border-t border-sand pt-6">
        <Button onClick={() => setConfirming(true)}>
          {link ? 'Rotate the key…' : 'Create a link'}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={link ? 'Rotate the friends-and-family key?' : 'Create a friends-and-family link?'}
          confirmLabel={link ? 'Rotate the key' : 'Create the link'}
          busy={rotate.isPending}
          error={rotate.isError ? adminProblem(rotate.error).message : null}
          onCancel={() => {
            setConfirming(false);
            rotate.reset();
          }}
          onConfirm={confirm}
        >
          {link
            ? 'The current link stops working at once: everyone who has it goes back to client prices until they get the new one.'
            : 'A new random key makes a link that gives business prices.'}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
