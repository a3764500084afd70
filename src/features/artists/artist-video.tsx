import { useTranslation } from 'react-i18next';
import type { Artist } from '@/content/artists';
import { VideoEmbed } from '@/ui/video-embed';

/** An artist's own video, click-to-load, named by song and artist (the play button and the player say it). */
export function ArtistVideo({ artist }: { artist: Artist }) {
  const { t } = useTranslation('artist');
  const { video } = artist;
  return (
    <VideoEmbed
      key={`${video.host}:${video.id}`}
      host={video.host}
      videoId={video.id}
      title={t('profile.videoTitle', { song: video.song, name: artist.name })}
      poster={artist.poster}
    />
  );
}
