import { Button, type ButtonVariant } from '@/web/components/ui/button';
import { adminProblem } from '../../api/admin-problem';
import { useDownloadInvoicePdf } from '../../api/admin-invoices';
import { reactToSessionLoss } from '../admin-error-state';
import { saveFile } from '../partners/save-file';

/**
 * "Download PDF": fetched with the admin's bearer token (a plain link could not send it), then
 * saved from an object URL.
 */
export function InvoiceDownloadButton({
  invoice,
  variant = 'secondary',
  label = 'Download PDF',
}: {
  invoice: { id: string; number: string };
  variant?: ButtonVariant;
  label?: string;
}) {
  const download = useDownloadInvoicePdf();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant={variant}
        className="px-4 whitespace-nowrap"
        disabled={download.isPending}
        aria-label={`${label} of ${invoice.number}`}
        onClick={() =>
          download.mutate(invoice, {
            onSuccess: ({ file, name }) => saveFile(file, name),
            onError: reactToSessionLoss,
          })
        }
      >
        {download.isPending ? 'Preparing…' : label}
      </Button>
      {download.isError ? (
        <span role="alert" className="text-sm text-accent-700">
          Not downloaded. {adminProblem(download.error).message}
        </span>
      ) : null}
    </span>
  );
}
