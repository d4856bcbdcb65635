import { generate, type Bitmap2D } from 'lean-qr';
import { useMemo } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';

// Loaded on demand (React.lazy in salon-link-card): only a salon's own page draws a QR code, so
// the QR library stays out of every other page's code.

/** The light margin around a QR code that scanners need, in modules. */
const QUIET_ZONE = 4;
const FILE_NAME = 'tress-salon-link-qr.png';

/** One path for all dark modules: each run of dark modules in a row is one rectangle. */
function modulesPath(code: Bitmap2D): string {
  const parts: string[] = [];
  for (let y = 0; y < code.size; y += 1) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join('');
}

/** The salon link as a QR code to scan on another device, and as a PNG to keep. */
export function SalonLinkQr({ link, caption }: { link: string; caption: string }) {
  const code = useMemo(() => generate(link), [link]);
  const path = useMemo(() => modulesPath(code), [code]);
  const extent = code.size + QUIET_ZONE * 2;

  function download() {
    try {
      // Black on white rather than the page's ink: a printed or forwarded code must scan anywhere.
      const href = code.toDataURL({
        type: 'image/png',
        scale: 12,
        pad: QUIET_ZONE,
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
        title: 'The QR code could not be saved',
        description: 'Take a screenshot of it instead.',
      });
    }
  }

  return (
    <>
      <figure className="flex flex-col items-center gap-3">
        <svg
          role="img"
          aria-label="QR code of your salon link"
          viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
          width={224}
          height={224}
          shapeRendering="crispEdges"
          className="rounded-field"
        >
          <rect
            x={-QUIET_ZONE}
            y={-QUIET_ZONE}
            width={extent}
            height={extent}
            className="fill-white"
          />
          <path d={path} className="fill-ink" />
        </svg>
        <figcaption className="max-w-56 text-center text-sm text-taupe">{caption}</figcaption>
      </figure>
      <Button variant="secondary" onClick={download}>
        Download QR code
      </Button>
    </>
  );
}
