import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TuttiClient } from '@/lib/supabase/client';
import { checkPosterFile, POSTER_BUCKET, posterObjectName, type PosterProblem, type PosterType } from './poster-file';
import { refreshProgramme } from './refresh-programme';
import { programmeErrorOf } from '../programme-error';

export class PosterRefused extends Error {
  constructor(readonly problem: PosterProblem) {
    super(`poster refused: ${problem}`);
    this.name = 'PosterRefused';
  }
}

/** Checks, then uploads to Storage; returns the poster's public address for the concert or artist. */
export async function uploadPoster(client: TuttiClient, file: File): Promise<{ url: string; name: string }> {
  const problem = await checkPosterFile(file);
  if (problem !== null) throw new PosterRefused(problem);
  const type = file.type as PosterType;
  const name = posterObjectName(file.name, type);
  const bucket = client.storage.from(POSTER_BUCKET);
  const { error } = await bucket.upload(name, file, { contentType: type, cacheControl: '31536000', upsert: false });
  if (error) {
    const status = 'statusCode' in error ? Number(error.statusCode) : 0;
    throw programmeErrorOf({ message: error.message, code: String(status) }, Number.isFinite(status) ? status : 0);
  }
  return { url: bucket.getPublicUrl(name).data.publicUrl, name };
}

export function useUploadPoster(client: TuttiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPoster(client, file),
    onSuccess: () => refreshProgramme(queryClient),
  });
}
