import { queryOptions } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import { programmeErrorOf } from '../programme-error';
import { programmeKeys } from '../programme-keys';

/*
 * The programme as the admin sees it: drafts included (row-level security shows them to admins only), read
 * with the admin's own signed-in client, under the programme's key so that every write (which invalidates
 * `programmeKeys.all`) refreshes these too. Rows as stored: the editors fill their forms from every column.
 */

const adminKey = [...programmeKeys.all, 'admin'] as const;
// With what says where each concert stands (its status, doors, end and recording): the list shows its phase.
const CONCERT_LIST_COLUMNS = 'id,title,texts,starts_at,ends_at,time_zone,published,stream_url,status,doors_open_minutes,artist';

export const adminConcertsQuery = (client: TuttiClient) =>
  queryOptions({
    queryKey: [...adminKey, 'concerts'],
    queryFn: async () => {
      const { data, error, status } = await client.from('concerts').select(CONCERT_LIST_COLUMNS).order('starts_at', { ascending: false }).retry(false);
      if (error) throw programmeErrorOf(error, status);
      return data;
    },
  });

export const adminConcertQuery = (client: TuttiClient, id: string) =>
  queryOptions({
    queryKey: [...adminKey, 'concert', id],
    queryFn: async () => {
      const { data, error, status } = await client.from('concerts').select('*').eq('id', id).maybeSingle().retry(false);
      if (error) throw programmeErrorOf(error, status);
      return data;
    },
  });

export const adminArtistsQuery = (client: TuttiClient) =>
  queryOptions({
    queryKey: [...adminKey, 'artists'],
    queryFn: async () => {
      const { data, error, status } = await client.from('artists').select('id,name,published,genre').order('name').retry(false);
      if (error) throw programmeErrorOf(error, status);
      return data;
    },
  });

export const adminArtistQuery = (client: TuttiClient, id: string) =>
  queryOptions({
    queryKey: [...adminKey, 'artist', id],
    queryFn: async () => {
      const { data, error, status } = await client.from('artists').select('*').eq('id', id).maybeSingle().retry(false);
      if (error) throw programmeErrorOf(error, status);
      return data;
    },
  });
