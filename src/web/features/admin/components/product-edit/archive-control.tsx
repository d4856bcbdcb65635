import { useState } from 'react';
import type { AdminProduct } from '@/domain/product-translations';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { adminProblem } from '../../api/admin-problem';
import { useChangeProduct } from '../../api/admin-products';
import { reactToSessionLoss } from '../admin-error-state';
import { ConfirmDialog } from '../confirm-dialog';

/** Archive takes a product off sale (orders keep it); restore brings it back. */
export function ArchiveControl({
  product,
  dirty,
  onDone,
}: {
  product: AdminProduct;
  dirty: boolean;
  /** The stored product after the change, so the form shows its new state. */
  onDone: (saved: AdminProduct) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const change = useChangeProduct();
  const archiving = product.active;
  const run = () =>
    change.mutate(
      { kind: archiving ? 'archive' : 'restore', id: product.id },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          onDone(saved);
          toast({
            title: archiving ? 'Product archived' : 'Product restored',
            description: archiving
              ? `${saved.name} is no longer on sale.`
              : `${saved.name} is on sale again.`,
          });
        },
        onError: reactToSessionLoss,
      },
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {archiving ? 'Archive…' : 'Restore…'}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={archiving ? `Archive ${product.name}?` : `Restore ${product.name}?`}
          confirmLabel={archiving ? 'Archive product' : 'Restore product'}
          busy={change.isPending}
          error={change.isError ? adminProblem(change.error).message : null}
          onCancel={() => {
            setConfirming(false);
            change.reset();
          }}
          onConfirm={run}
        >
          {archiving
            ? 'Shoppers can no longer find or order it. Past orders keep it, and you can restore it at any time.'
            : 'It goes back on sale with its stored prices and stock.'}
          {dirty ? ' Unsaved edits on this page are discarded.' : ''}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
