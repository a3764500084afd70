/** How the engine gets a concert's media source and hears the element's position. */
import { createMediaSource, type MediaSourceHandle, type MediaSourceOptions } from '../media/media-source';
import type { CreatePlayerOptions, PlaylistEntry } from './player-types';

/** A concert's stream on the engine's one element, muted until the person asks for sound (autoplay rules). */
export function startMedia(
  video: HTMLVideoElement,
  entry: PlaylistEntry,
  options: Pick<CreatePlayerOptions, 'createMedia' | 'loop' | 'autoRetryMs' | 'autoplay'>,
  autoplay = options.autoplay ?? true,
): MediaSourceHandle {
  const create: (media: MediaSourceOptions) => MediaSourceHandle = options.createMedia ?? createMediaSource;
  return create({ video, src: entry.src, loop: options.loop ?? false, muted: true, autoplay, autoRetryMs: options.autoRetryMs, live: entry.live });
}

/** The element's events after which its position or length may read differently. */
const POSITION_EVENTS = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'emptied'] as const;

export function watchPosition(video: HTMLVideoElement, onChange: () => void, signal: AbortSignal): void {
  for (const type of POSITION_EVENTS) video.addEventListener(type, onChange, { signal });
}
