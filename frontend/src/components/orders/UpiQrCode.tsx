import { Alert, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';

/** White modules around the code, as the QR standard asks for a scanner to find it. */
const QUIET_ZONE = 4;

interface Drawing {
  link: string;
  modules: number;
  path: string;
}

/** The code's dark modules as one SVG path, a unit square each. */
async function draw(link: string): Promise<Drawing> {
  // Only pages that show a payment download the encoder.
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(link, 'Byte');
  qr.make();
  const modules = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { link, modules, path };
}

/** A QR code of a UPI payment link (`upi://pay?…`), for any UPI app to scan. */
export function UpiQrCode({ link, size = 220 }: { link: string; size?: number }) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    draw(link).then(
      (drawn) => current && setDrawing(drawn),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (failed) return <Alert severity="warning">The QR code could not be loaded: reload the page to try again.</Alert>;
  if (drawing?.link !== link) return <Skeleton variant="rectangular" width={size} height={size} />;
  const side = drawing.modules + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label="UPI QR code"
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      data-upi-link={link}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
