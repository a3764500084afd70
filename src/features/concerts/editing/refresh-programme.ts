import type { QueryClient } from '@tanstack/react-query';
import { programmeKeys } from '../programme-keys';

/** After every write: what the programme pages (and the admin lists, keyed below it) show has changed. */
export const refreshProgramme = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: programmeKeys.all });
