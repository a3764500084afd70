import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the live data (SPEC section 9): fresh for 60 s, one retry, no refetch on window focus.
 * Pages that read live data wrap themselves in `<QueryClientProvider client={queryClient}>`, so the
 * library stays out of pages that don't.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
