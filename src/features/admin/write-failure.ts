import type { TFunction } from 'i18next';
import { PosterRefused, ProgrammeError, StreamProbeFailed, type ProbeResult } from '@/features/concerts/editing';
import { dataErrorKey } from './data-error';

/** A failed probe in words: the problem, and the HTTP status where there was one. */
export function probeProblemText(t: TFunction<'admin'>, probe: Extract<ProbeResult, { ok: false }>): string {
  return t(`probe.problems.${probe.problem}`, { status: probe.status ?? 0 });
}

const ARTIST_REFUSALS = ['artist_not_published', 'artist_on_published_concerts'] as const;
const isArtistRefusal = (message: string): message is (typeof ARTIST_REFUSALS)[number] => (ARTIST_REFUSALS as readonly string[]).includes(message);

/** Why a save, publish or upload failed, in the admin's words (the database's refusal, the network, a probe). */
export function writeFailureText(t: TFunction<'admin'>, error: unknown): string {
  if (error instanceof StreamProbeFailed) return `${t('publish.blocked')} ${probeProblemText(t, error.probe)}`;
  if (error instanceof PosterRefused) return t(`poster.errors.${error.problem}`);
  if (error instanceof ProgrammeError) {
    if (error.status === 413) return t('poster.errors.size');
    if (error.status === 404 && error.code === 'PGRST116') return t('writeErrors.notFound');
    // The database keeps a draft artist off published concerts (20261127000100_abuse_limits.sql).
    if (error.code === '23514' && isArtistRefusal(error.message)) return t(`writeErrors.${error.message}`);
    return t(`errors.${dataErrorKey(error)}`);
  }
  return t('errors.failed');
}
