import { useState } from 'react';
import type { HairdresserApplication } from '@/domain/salons';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useNewSalonLink } from '../../api/admin-applications';
import { adminProblem } from '../../api/admin-problem';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';

/** An approved salon's private link: copy it, or replace it (the old one stops working). */
export function SalonLink({ application }: { application: HairdresserApplication }) {
  const [confirming, setConfirming] = useState(false);
  const renew = useNewSalonLink();
  const name = application.salon_name;
  const fieldId = `salon-link-${application.id}`;
  const link = application.link
    ? new URL(application.link, window.location.origin).toString()
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
    renew.mutate(application.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: `New link for ${name}`,
          description: 'The old link no longer gives business prices. Send the salon the new one.',
        });
      },
      onError: reactToSessionLoss,
    });

  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-sand pt-5">
      {link ? (
        <>
          <label htmlFor={fieldId} className="text-sm font-medium">
            Salon link
          </label>
          <input
            id={fieldId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-tap w-full rounded-field border border-sand bg-ivory px-4 font-mono text-sm text-ink"
          />
        </>
      ) : (
        <p className="rounded-field bg-linen px-4 py-3 text-[0.9375rem]">
          This salon’s link cannot be shown. Make a new link and send it to the salon.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {link ? (
          <Button variant="secondary" onClick={() => void copy()}>
            Copy link
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          New link…
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`Make a new link for ${name}?`}
          confirmLabel="Make a new link"
          busy={renew.isPending}
          error={renew.isError ? adminProblem(renew.error).message : null}
          onCancel={() => {
            setConfirming(false);
            renew.reset();
          }}
          onConfirm={confirm}
        >
          The current link stops working at once: whoever has it, the salon too, goes back to client
          prices until they open the new link. Send the salon the new link yourself.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
