import { useSearchParams } from 'react-router';
import * as paths from '@/web/app/paths';

/**
 * The batches tab's URL state: `batch=<id>` opens a batch, `packing=<orderId>` its packing list
 * for one order. Every other value of the query (the tab) is kept.
 */
export function useBatchParams() {
  const [params] = useSearchParams();
  const batchText = params.get('batch');
  const batchId = batchText && /^\d{1,10}$/.test(batchText) ? Number(batchText) : null;

  /** The URL of this tab with some values changed; undefined leaves a value out. */
  const hrefWith = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
    }
    return paths.batchesAndInvoices(Object.fromEntries(next));
  };

  return {
    /** Whether the URL names a batch at all (a malformed one is "no such batch"). */
    hasBatch: batchText !== null,
    batchId,
    packing: params.get('packing') ?? undefined,
    hrefWith,
  };
}
