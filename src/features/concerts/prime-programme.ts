import type { QueryClient } from '@tanstack/react-query';
import { programmeKeys } from './programme-keys';
import type { Programme } from './programme';

/*
 * Kept apart from the fetchers (and the bundled sample): the browser's start-up code calls this before the
 * first render of a prerendered page, and must not carry the programme's code into every page's download.
 */

/**
 * Puts a programme that was read elsewhere (the build's read of Supabase, embedded in a prerendered page)
 * into the cache as read at `readAt` (epoch ms): the first render shows it, and the hooks read Supabase
 * again once it is older than the cache's freshness. Pure cache writes: safe on the server.
 */
export function primeProgramme(client: QueryClient, programme: Programme, readAt: number = Date.now()): void {
  const options = { updatedAt: readAt };
  client.setQueryData(programmeKeys.concerts(), programme.concerts.filter((concert) => concert.published), options);
  client.setQueryData(programmeKeys.artists(), programme.artists.filter((artist) => artist.published), options);
  for (const concert of programme.concerts) client.setQueryData(programmeKeys.concert(concert.id), concert, options);
  for (const artist of programme.artists) client.setQueryData(programmeKeys.artist(artist.id), artist, options);
}
