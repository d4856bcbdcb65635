import { useDownloadPartnersCsv } from '../../api/admin-partners';
import { DownloadCsvButton } from '../download-csv-button';

/** "Download CSV": every partner's figures, for the bookkeeping. */
export function PartnersCsvButton() {
  return <DownloadCsvButton download={useDownloadPartnersCsv()} />;
}
