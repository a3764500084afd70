// The programme's writes, for the admin pages (re-exported by src/features/concerts/index.ts).
export { artistDraftSchema, emptyArtistDraft, ARTIST_TEXT_FIELDS, LINK_KINDS, VIDEO_HOSTS, type ArtistDraft, type ArtistTextField, type ArtistWrite } from './artist-draft';
export { concertDraftSchema, emptyConcertDraft, CONCERT_TEXT_FIELDS, type ConcertDraft, type ConcertTextField, type ConcertWrite } from './concert-draft';
export { checkPosterFile, POSTER_MAX_BYTES, POSTER_TYPES, type PosterProblem } from './poster-file';
export { probeStream, streamProbeQuery, useStreamProbe, PROBE_TIMEOUT_MS, type ProbeProblem, type ProbeResult } from './probe-stream';
export { guessLayout, parsePlaylist, type Rendition } from './playlist';
export { saveArtist, useSaveArtist, type SaveArtistInput } from './save-artist';
export { saveConcert, useSaveConcert, type SaveConcertInput } from './save-concert';
export { setPublished, setPublishedSchema, StreamProbeFailed, useSetPublished, type SetPublishedInput } from './set-published';
export { issuesByField, slugify, textsToDraft } from './text-fields';
export { PosterRefused, uploadPoster, useUploadPoster } from './upload-poster';
export { isStreamUrl } from './urls';
export { isDuplicate, WriteError } from './write-error';
export { instantToZoned, isTimeZone, zonedToInstant } from './zoned-time';
