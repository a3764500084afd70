// The one m3u8 reader (RFC 8216) of the engine, the site and scripts/: attribute lists, master and media
// playlists, URL resolution. Framework-free, no imports beyond its own files, so Node loads it from scripts/
// through relative imports.
export { AttributeList, parseAttributeList, type Resolution } from './attributes.ts';
export { M3u8Error, type M3u8Problem } from './errors.ts';
export { parseTagLine, type Tag } from './lines.ts';
export type { IFrameVariant, MasterPlaylist, Rendition, RenditionType, Variant } from './master.ts';
export type { ByteRange, InitSection, MediaPlaylist, Segment, SegmentKey } from './media.ts';
export { readMasterPlaylist, readMediaPlaylist, readPlaylist, referencedUris, tryReadPlaylist, type Playlist } from './read.ts';
export { resolveUrl } from './resolve-url.ts';
