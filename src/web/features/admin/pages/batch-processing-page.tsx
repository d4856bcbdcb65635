import { Link, useSearchParams } from 'react-router';
import * as paths from '@/web/app/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AdminFrame } from '../components/admin-frame';
import { BatchesPanel } from '../components/batches/batches-panel';
import { InvoicesPanel } from '../components/invoices/invoices-panel';

const TABS = [
  { id: 'batches', label: 'Batches', Panel: BatchesPanel },
  { id: 'invoices', label: 'Invoices', Panel: InvoicesPanel },
] as const;

type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab.id === value) ?? TABS[0];
}

/** /batch-processing: supplier batches and invoices, each tab its own URL (?tab=invoices). */
export function BatchProcessingPage() {
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  useDocumentTitle(`${tab.label} · Batch processing`);
  return (
    <AdminFrame
      title="Batch processing"
      lead="Group paid orders into supplier batches, follow each batch to shipping and issue invoices."
    >
      <nav aria-label="Batch processing sections" className="mt-8">
        <ul className="flex gap-1 border-b border-sand">
          {TABS.map((item) => {
            const active = item.id === tab.id;
            return (
              <li key={item.id}>
                <Link
                  to={paths.batchesAndInvoices({ tab: item.id })}
                  aria-current={active ? 'page' : undefined}
                  className={
                    '-mb-px inline-flex min-h-tap items-center border-b-2 px-4 font-medium transition-colors ' +
                    (active
                      ? 'border-ink text-ink'
                      : 'border-transparent text-taupe hover:text-ink')
                  }
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="batch-section-title" className="mt-8 min-w-0">
        <h2 id="batch-section-title" className="sr-only">
          {tab.label}
        </h2>
        <tab.Panel />
      </section>
    </AdminFrame>
  );
}
