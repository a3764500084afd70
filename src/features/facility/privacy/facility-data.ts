/** The managers' privacy operations: everything stored about the facility, and deleting it. */
import type { TuttiClient } from '@/lib/supabase/client';
import { FacilityError } from '../staff/facility-error';
import { facilityExportSchema, type FacilityExport } from './export-files';

export async function exportFacility(client: TuttiClient, facilityId: string): Promise<FacilityExport> {
  const { data, error } = await client.rpc('export_facility', { facility: facilityId });
  if (error) throw new FacilityError(error);
  return facilityExportSchema.parse(data);
}

/** Members lose access at once; reservations keep their concert and spots, nothing that names anyone. */
export async function deleteFacility(client: TuttiClient, facilityId: string): Promise<void> {
  const { error } = await client.rpc('delete_facility', { facility: facilityId });
  if (error) throw new FacilityError(error);
}

/** Hands a file to the browser as a download; nothing leaves the machine. */
export function downloadFile({ name, type, text }: { name: string; type: string; text: string }): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file, not before the download started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
