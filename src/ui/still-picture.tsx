import { STILL_SIZE, stillFile, stillSrcSet, STILL_WIDTHS, type StillName } from '@/content/stills';

export interface StillPictureProps {
  still: StillName;
  /** The width the picture is drawn at, as the `sizes` attribute says it, so the browser picks the right file. */
  sizes: string;
  /** Already translated by the page that shows it (it says the picture is computer-rendered), or '' where it is decorative. */
  alt: string;
  /** The page's largest picture (its LCP): fetched first and at once instead of when near. */
  priority?: boolean;
  /** Classes of the <img>, the box that is laid out (the <picture> around it is display: contents). */
  className?: string;
}

/**
 * A still of the demo hall (src/content/stills.ts): AVIF, else WebP, at the width the layout needs, and a JPEG
 * for browsers with neither. Its intrinsic size is set so the box is reserved before a byte arrives.
 */
export function StillPicture({ still, sizes, alt, priority = false, className }: StillPictureProps) {
  const fallback = STILL_WIDTHS.jpg;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={stillSrcSet(still, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={stillSrcSet(still, 'webp')} sizes={sizes} />
      <img
        src={stillFile(still, 'jpg', fallback[0] ?? STILL_SIZE.width)}
        srcSet={stillSrcSet(still, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={STILL_SIZE.width}
        height={STILL_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
