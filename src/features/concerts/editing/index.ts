// The programme's writes, for the admin pages: an entry point of its own, not re-exported by the feature's
// index, so the public pages that read the programme (the player route among them) never download the
// editors' schemas and mutations (zod's top-level schema objects are kept by the bundler wherever imported).
export { artistDraftSchema, emptyArtistDraft, ARTIST_TEXT_FIELDS, LINK_KINDS, VIDEO_HOSTS, type ArtistDraft, type ArtistTextField, type ArtistWrite } from './artist-draft';
export { concertDraftSchema, emptyConcertDraft, CONCERT_TEXT_FIELDS, type ConcertDraft, type ConcertTextField, type ConcertWrite } from './concert-draft';
export { draftOfConcert, type StoredConcert } from './stored-concert';
export { checkPosterFile, POSTER_MAX_BYTES, POSTER_TYPES, type PosterProblem } from './poster-file';
export { probeStream, streamProbeQuery, useStreamProbe, PROBE_TIMEOUT_MS, type ProbeProblem, type ProbeResult } from './probe-stream';
export { probeLiveStream, liveStreamProbeQuery, useLiveStreamProbe, LIVE_PROBE_INTERVAL_MS, type LiveProbeProblem, type LiveProbeResult, type NotLiveReason } from './probe-live-stream';
export { isLiveNow, livePlaylistState, type LivePlaylistState } from './live-playlist';
export { guessLayout, parsePlaylist, type Rendition } from './playlist';
export { saveArtist, useSaveArtist, type SaveArtistInput } from './save-artist';
export { saveConcert, useSaveConcert, type SaveConcertInput } from './save-concert';
export { setPublished, setPublishedSchema, StreamProbeFailed, useSetPublished, type SetPublishedInput } from './set-published';
export { issuesByField, slugify, SLUG_MAX, textsToDraft } from './text-fields';
export { PosterRefused, uploadPoster, useUploadPoster } from './upload-poster';
export { isStreamUrl } from './urls';
export { isDuplicate, ProgrammeError } from '../programme-error';
// The statuses an admin may set, for the editor's select (the public pages read a concert's status, never this list).
export { CONCERT_STATUSES } from '../programme';
export { instantToZoned, isTimeZone, zonedToInstant } from './zoned-time';
