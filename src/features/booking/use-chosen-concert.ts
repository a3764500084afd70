import { useEffect, useEffectEvent, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { concertQuery } from '@/features/concerts';
import { queryClient } from '@/lib/query-client';
import { CONCERT_ID_PATTERN } from '@/lib/forms/schemas';
import { useIsClient } from '@/lib/use-is-client';
import { useToday } from '@/lib/use-today';
import { concertChoice, type ConcertChoice } from './concert-choice';

/** The form's `concert_id` field, as useFormFlow's `bind` gives it. */
interface ConcertField {
  value: string;
  onValueChange: (value: string) => void;
}

export const CONCERT_PARAM = 'concert';

/**
 * The concert a booking is for. 'Book now' opens /booking?concert=<id>: the id goes into the form's draft
 * (so it survives a reload or a detour, like everything typed), and the draft is what counts from then on.
 * Read only in the browser: a prerendered /booking knows no address, and the two renders must agree.
 * `remove` takes it out of the draft and the address alike.
 */
export function useChosenConcert(field: ConcertField): { choice: ConcertChoice; remove: () => void } {
  const live = useIsClient();
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(CONCERT_PARAM);
  const applied = useRef<string | null>(null);

  const take = useEffectEvent((id: string) => {
    if (field.value !== id) field.onValueChange(id);
  });
  useEffect(() => {
    // Once per address: after 'Remove' or a change in the draft, the same address does not bring it back.
    if (!live || fromAddress === null || applied.current === fromAddress) return;
    applied.current = fromAddress;
    take(fromAddress.trim());
  }, [live, fromAddress]);

  const id = live ? field.value.trim() : '';
  // useConcert's query, asked only when there is an id worth asking about (most visits name no concert).
  const read = useQuery({ ...concertQuery(id), enabled: CONCERT_ID_PATTERN.test(id) }, queryClient);
  // Judged at the page view's moment: a concert that starts while the form is open is refused on send.
  const choice = concertChoice(id, read, useToday().getTime());

  const remove = () => {
    if (field.value !== '') field.onValueChange('');
    if (fromAddress !== null)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CONCERT_PARAM);
          return next;
        },
        { replace: true },
      );
  };
  return { choice, remove };
}
