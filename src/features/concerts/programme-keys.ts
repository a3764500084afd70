/** TanStack Query keys of the programme: everything under `all`, so one invalidation refreshes every reader. */
export const programmeKeys = {
  all: ['programme'] as const,
  concerts: () => [...programmeKeys.all, 'concerts'] as const,
  concert: (id: string) => [...programmeKeys.all, 'concert', id] as const,
  artists: () => [...programmeKeys.all, 'artists'] as const,
  artist: (id: string) => [...programmeKeys.all, 'artist', id] as const,
  counts: () => [...programmeKeys.all, 'counts'] as const,
};
