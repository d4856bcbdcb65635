import { Button } from '@/web/components/ui/button';
import { adminProblem } from '../../api/admin-problem';
import { useDownloadPartnersCsv } from '../../api/admin-partners';
import { reactToSessionLoss } from '../admin-error-state';
import { saveFile } from './save-file';

/** "Download CSV": every partner's figures, for the bookkeeping. */
export function PartnersCsvButton() {
  const download = useDownloadPartnersCsv();
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        variant="secondary"
        disabled={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: ({ file, name }) => saveFile(file, name),
            onError: reactToSessionLoss,
          })
        }
      >
        {download.isPending ? 'Preparing the CSV…' : 'Download CSV'}
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm text-accent-700">
          The CSV was not downloaded. {adminProblem(download.error).message}
        </p>
      ) : null}
    </div>
  );
}
