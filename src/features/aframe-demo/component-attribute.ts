/**
 * Writes an A-Frame component's properties in its attribute syntax ("a: 1; b: two"). Values lose `;` and
 * `:`, which would split them: labels are translated text and must never break the menu.
 */
export function componentAttribute(properties: Record<string, string | number | boolean>): string {
  return Object.entries(properties)
    .map(([name, value]) => `${name}: ${String(value).replace(/[;:]/g, ' ')}`)
    .join('; ');
}
