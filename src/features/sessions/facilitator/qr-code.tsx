import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG rectangles from uqr's matrix: no HTML injected, and sharp at any size. Dark on
 * white in both colour schemes (scanners need the contrast), with the quiet zone the standard asks for.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data } = encode(text, { ecc: 'M', border: 4 });
    const cells = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
    return { size: data.length, path: cells.join('') };
  }, [text]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className="h-56 w-56 max-w-full rounded-lg bg-white" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
