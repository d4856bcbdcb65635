import { generate } from 'lean-qr';
import { useMemo } from 'react';
import { QrCode } from '@/web/components/ui/qr-code';

/**
 * The otpauth:// address as a QR code, drawn here in the page: the secret never leaves it (no
 * QR service), and black on white so every authenticator app's camera reads it.
 */
export function TotpQr({ uri }: { uri: string }) {
  const code = useMemo(() => generate(uri), [uri]);
  return (
    <QrCode
      code={code}
      label="QR code to scan with your authenticator app"
      size={200}
      className="rounded-field border border-sand"
    />
  );
}
