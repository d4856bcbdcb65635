import { generate } from 'lean-qr';
import { useMemo } from 'react';
import { Button } from '@/web/components/ui/button';
import { QR_QUIET_ZONE, QrCode } from '@/web/components/ui/qr-code';
import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';

// Loaded on demand (React.lazy in salon-link-card): only a salon's own page draws a QR code, so
// the QR library stays out of every other page's code.

const FILE_NAME = 'tress-salon-link-qr.png';

/** The salon link as a QR code to scan on another device, and as a PNG to keep. */
export function SalonLinkQr({ link, caption }: { link: string; caption: string }) {
  const t = useT(hairdressersMessages);
  const code = useMemo(() => generate(link), [link]);

  function download() {
    try {
      // Black on white rather than the page's ink: a printed or forwarded code must scan anywhere.
      const href = code.toDataURL({
        type: 'image/png',
        scale: 12,
        pad: QR_QUIET_ZONE,
        on: [0, 0, 0],
        off: [255, 255, 255],
      });
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.download = FILE_NAME;
      anchor.click();
    } catch (error) {
      console.error('The QR code could not be saved.', error);
      toast({
        title: t('hairdressers.qr.failed'),
        description: t('hairdressers.qr.failed-text'),
      });
    }
  }

  return (
    <>
      <figure className="flex flex-col items-center gap-3">
        <QrCode
          code={code}
          label={t('hairdressers.qr.label')}
          size={224}
          className="rounded-field"
          inkClassName="fill-ink"
        />
        <figcaption className="max-w-56 text-center text-sm text-taupe">{caption}</figcaption>
      </figure>
      <Button variant="secondary" onClick={download}>
        {t('hairdressers.qr.download')}
      </Button>
    </>
  );
}
