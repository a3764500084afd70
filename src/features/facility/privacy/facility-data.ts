/** The managers' privacy operations: everything stored about the facility, and deleting it. */
import type { TuttiClient } from '@/lib/supabase/client';
import { FacilityError } from '../staff/facility-error';
import { facilityExportSchema, type FacilityExport } from './export-files';
import { downloadText } from '@/lib/download-text';

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

/** Hands one exported file to the browser as a download; nothing leaves the machine. */
export function downloadFile({ name, type, text }: { name: string; type: string; text: string }): void {
  downloadText(name, text, type);
}
