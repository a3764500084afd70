import { describe, expect, it } from 'vitest';
import { artistDraftSchema, emptyArtistDraft, type ArtistDraft } from './artist-draft';
import { issuesByField } from './text-fields';

const draft = (change: (d: ArtistDraft) => void = () => undefined): ArtistDraft => {
  const d = emptyArtistDraft();
  d.id = 'amstel-quartet';
  d.name = 'Amstel String Quartet';
  d.country = 'nl';
  d.texts.en = { tagline: 'Four strings, one breath', bio: '' };
  change(d);
  return d;
};
const errorsOf = (d: ArtistDraft) => {
  const result = artistDraftSchema.safeParse(d);
  return result.success ? {} : issuesByField(result.error);
};

describe('artistDraftSchema', () => {
  it('turns the editor values into the row, with the links given', () => {
    const row = artistDraftSchema.parse(draft((d) => {
      d.videoHost = 'youtube';
      d.videoId = 'dQw4w9WgXcQ';
      d.videoSong = 'Song';
      d.website = 'https://amstel.example/';
    }));
    expect(row).toMatchObject({
      id: 'amstel-quartet', name: 'Amstel String Quartet', country: 'NL', genre: null, hometown: null,
      texts: { en: { tagline: 'Four strings, one breath', bio: '' } },
      video_host: 'youtube', video_id: 'dQw4w9WgXcQ', video_song: 'Song',
      links: [{ kind: 'website', href: 'https://amstel.example/' }], published: false,
    });
  });

  it('ties each rule to its field', () => {
    expect(errorsOf(draft((d) => {
      d.name = '';
      d.country = 'NLD';
      d.texts.en.tagline = '';
      d.listen = 'http://insecure.example';
    }))).toEqual({ name: 'required', country: 'country', 'texts.en.tagline': 'required', listen: 'httpsUrl' });
  });

  it('checks the video id against its host', () => {
    expect(errorsOf(draft((d) => { d.videoHost = 'vimeo'; d.videoId = 'abc'; }))).toEqual({ videoId: 'videoId' });
    expect(errorsOf(draft((d) => { d.videoHost = 'youtube'; }))).toEqual({ videoId: 'required' });
    expect(errorsOf(draft((d) => { d.videoId = '123456789'; }))).toEqual({ videoHost: 'required' });
  });
});
