/**
 * The id of the `<script type="application/json">` element in which a prerendered page carries the programme
 * it was built from (programme-snapshot.ts). Free of imports: the build step (scripts/prerender-html.ts) reads it too.
 */
export const SNAPSHOT_ID = 'programme-snapshot';
