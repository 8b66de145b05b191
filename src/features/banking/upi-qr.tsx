import { QRCodeSVG } from 'qrcode.react';

/** A UPI payment QR (qrcode.react); loaded only on the deposit routes that show one. */
export default function UpiQr({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} size={160} level="M" marginSize={0} role="img" aria-label={label} />;
}
