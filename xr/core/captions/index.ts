// The caption data layer: finding a concert's caption tracks, reading their cues and the text showing at a time.
// Framework-free; the player controller draws the text.
export { cueTextAt } from './cue-at';
export { CaptionFetchError, CaptionTimeoutError, textFetcher, type FetchText } from './fetch-text';
export { findSubtitleTracks, loadTrackCues, subtitleTracksOf, type CaptionTrack } from './hls-subtitles';
export { parseVtt, type Cue } from './parse-vtt';
