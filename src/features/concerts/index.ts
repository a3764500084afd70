/*
 * The programme (concerts and artists): the one way other features and pages read it. Fetchers, query
 * options and hooks, one file per operation (api/); the model and its rules; the sample programme that
 * stands in when no backend is configured.
 */
export type {
  ArtistLink,
  ArtistText,
  ArtistVideo,
  ConcertText,
  Genre,
  Programme,
  ProgrammeArtist,
  ProgrammeConcert,
  ProgrammeStream,
  StreamLayout,
  Texts,
} from './programme';
export { byStart, DEFAULT_POSTER, GENRES, isGenre, STREAM_LAYOUTS } from './programme';
export { programmeKeys } from './programme-keys';
export { listConcerts, concertsQuery, useConcerts } from './api/list-concerts';
export { getConcert, concertQuery, useConcert } from './api/get-concert';
export { listArtists, artistsQuery, useArtists } from './api/list-artists';
export { getArtist, artistQuery, useArtist } from './api/get-artist';
export {
  concertCountsQuery,
  fetchConcertCounts,
  recountConcert,
  storeRegistered,
  useConcertCounts,
  withCounts,
  type ConcertCount,
  type ConcertCounts,
} from './api/concert-counts';
export { artistText, bookableConcerts, concertText, findById, hasEnded, isBookable, isRecording, remainingSpots } from './concert-rules';
export { concertDays, formatConcertDates, formatConcertTime, formatPrice, formatStartForVisitor, registrationPercent } from './concert-format';
export { localDay, wallClock, zonedInstant, type IsoDay } from './zoned-time';
export { offsetDateTime } from './offset-date-time';
export { concertEnd, USUAL_CONCERT_MS } from './concert-end';
export {
  concertBoundaries,
  concertNights,
  currentNight,
  concertPhase,
  DEFAULT_DOORS_OPEN_MINUTES,
  eventStatus,
  isConcertNight,
  MAX_DOORS_OPEN_MINUTES,
  nextPhaseChange,
  watchableNow,
  type ConcertPhase,
} from './concert-life';
export { useConcertPhase } from './use-concert-phase';
export { reservationState, type ReservationState } from './reservation-state';
export { ARTIST_SELECT, CONCERT_SELECT, COUNTS_SELECT } from './concert-columns';
export { primeProgramme } from './prime-programme';
export { ProgrammeError } from './programme-error';
export { withEnglishTexts } from './programme-texts';
export { loadSampleProgramme, sampleProgramme } from './sample/sample-programme';
export { adminArtistQuery, adminArtistsQuery, adminConcertQuery, adminConcertsQuery } from './api/admin-reads';
export { describeVenue, venueLocality, type VenueDescription } from './venue';
export { FEW_SPOTS_THRESHOLD, spotsMessage, type SpotsMessage } from './spots';
export { ProgrammeStatus } from './programme-status';
export { DEMO_ENTRY_ID, liveEntry, programmePlaylist, type WatchableEntry } from './playlist';
export { useLiveStreamReady } from './use-live-stream-ready';
export { hasOwnRecording, ownStream } from './own-recording';
export { useProgrammePlaylist } from './use-programme-playlist';
