import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { TuttiClient } from '@/lib/supabase/client';
import { chooseFacility, currentFacility } from './current-choice';
import { useMyFacilities, type MyFacility } from './my-facilities';

export interface CurrentFacility {
  /** Null while loading, and for a person who belongs to none. */
  facility: MyFacility | null;
  facilities: readonly MyFacility[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
  choose: (id: string) => void;
}

/** The facility the signed-in person acts for now, among theirs, and the way to switch. */
export function useCurrentFacility(client: TuttiClient, userId: string, cache?: QueryClient): CurrentFacility {
  const query = useMyFacilities(client, userId, cache);
  const [chosen, setChosen] = useState<string | null>(null);
  const facilities = query.data ?? [];
  const choose = useCallback((id: string) => {
    chooseFacility(id);
    setChosen(id);
  }, []);
  return {
    facility: currentFacility(facilities, chosen ?? undefined),
    facilities,
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
    choose,
  };
}
