import type { Bitmap2D } from 'lean-qr';
import { useMemo } from 'react';

// A QR code drawn in the page as SVG (lean-qr's bitmap): nothing is sent to a QR service. Only
// the pages that show one import it (the salon's link, the admin's authenticator set-up), each
// loaded on demand, so the QR library stays out of every other page.

/** The light margin around a QR code that scanners need, in modules. */
export const QR_QUIET_ZONE = 4;

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

/**
 * `code` on white with its quiet zone, `size` px square. The modules are black unless
 * `inkClassName` gives them another fill (a code for the screen only may take the page's ink).
 */
export function QrCode({
  code,
  label,
  size,
  className,
  inkClassName,
}: {
  code: Bitmap2D;
  label: string;
  size: number;
  className?: string;
  inkClassName?: string;
}) {
  const path = useMemo(() => modulesPath(code), [code]);
  const extent = code.size + QR_QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" className={inkClassName} />
    </svg>
  );
}
