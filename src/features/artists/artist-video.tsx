import { useTranslation } from 'react-i18next';
import { DEFAULT_POSTER, type ProgrammeArtist } from '@/features/concerts';
import { VideoEmbed } from '@/ui/video-embed';

/**
 * An artist's own video, click-to-load, named by song and artist (the play button and the player say it).
 * `posterSizes`: the width its column gives the poster.
 */
export function ArtistVideo({ artist, posterSizes }: { artist: ProgrammeArtist; posterSizes: string }) {
  const { t } = useTranslation('artist');
  const { video } = artist;
  if (!video) return null;
  return (
    <VideoEmbed
      key={`${video.host}:${video.id}`}
      host={video.host}
      videoId={video.id}
      title={t('profile.videoTitle', { song: video.song, name: artist.name })}
      poster={artist.posterUrl ?? DEFAULT_POSTER}
      posterSizes={posterSizes}
    />
  );
}
