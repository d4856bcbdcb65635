import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { adminProblem } from '../api/admin-problem';
import { reactToSessionLoss } from './admin-error-state';
import { saveFile } from './partners/save-file';

type FileDownload = UseMutationResult<{ file: Blob; name: string }, Error, void>;

/** "Download CSV" for an admin file fetched with the bearer token, saved when it arrives. */
export function DownloadCsvButton({ download }: { download: FileDownload }) {
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
