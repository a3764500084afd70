import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TuttiClient } from '@/lib/supabase/client';
import { probeStream, type ProbeResult } from './probe-stream';
import { refreshProgramme } from './refresh-programme';
import { ProgrammeError, programmeErrorOf } from '../programme-error';

export const setPublishedSchema = z.object({
  table: z.enum(['concerts', 'artists']),
  id: z.string().min(1),
  published: z.boolean(),
  /** A concert's stream: probed before publishing, which a failing stream blocks. */
  streamUrl: z.string().nullable().default(null),
});
export type SetPublishedInput = z.input<typeof setPublishedSchema>;

/** Publishing refused because the stream failed its probe; the probe's answer says why. */
export class StreamProbeFailed extends Error {
  constructor(readonly probe: Extract<ProbeResult, { ok: false }>) {
    super(`stream failed its probe: ${probe.problem}`);
    this.name = 'StreamProbeFailed';
  }
}

/**
 * Publishes or withdraws a concert or an artist. A concert with a stream is published only if its master
 * playlist answers (the probe): a visitor must not find a concert that cannot play. Withdrawing always works.
 */
export async function setPublished(client: TuttiClient, input: SetPublishedInput, probe = probeStream): Promise<void> {
  const { table, id, published, streamUrl } = setPublishedSchema.parse(input);
  if (published && streamUrl !== null && streamUrl !== '') {
    const result = await probe(streamUrl, { origin: window.location.origin });
    if (!result.ok) throw new StreamProbeFailed(result);
  }
  const { data, error, status } = await client.from(table).update({ published }).eq('id', id).select('id').maybeSingle();
  if (error) throw programmeErrorOf(error, status);
  if (data === null) throw new ProgrammeError('no row was written', 404, 'PGRST116');
}

export function useSetPublished(client: TuttiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPublishedInput) => setPublished(client, input),
    onSettled: () => refreshProgramme(queryClient),
  });
}
