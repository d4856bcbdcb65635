import { generate, type Bitmap2D } from 'lean-qr';
import { useMemo } from 'react';

/** The light margin around a QR code that scanners need, in modules. */
const QUIET_ZONE = 4;

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
 * The otpauth:// address as a QR code, drawn here in the page: the secret never leaves it (no
 * QR service), and black on white so every authenticator app's camera reads it.
 */
export function TotpQr({ uri }: { uri: string }) {
  const code = useMemo(() => generate(uri), [uri]);
  const path = useMemo(() => modulesPath(code), [code]);
  const extent = code.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label="QR code to scan with your authenticator app"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
      className="rounded-field border border-sand"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
