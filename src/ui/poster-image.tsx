import { stillOf } from '@/content/stills';
import { StillPicture } from './still-picture';

export interface PosterImageProps {
  /** A concert's or artist's poster address: a still of the demo hall, or any picture an admin set. */
  src: string;
  sizes: string;
  /** The size a picture other than a still is drawn at (stills carry their own). */
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}

/**
 * A poster, always decorative here (the heading beside it names the concert): a still gets its modern formats
 * at the width the layout needs (StillPicture); any other address is drawn as it is.
 */
export function PosterImage({ src, sizes, width, height, className, priority = false }: PosterImageProps) {
  const still = stillOf(src);
  if (still) return <StillPicture still={still} sizes={sizes} alt="" className={className} priority={priority} />;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
