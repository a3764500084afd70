import type { TFunction } from 'i18next';
import type admin from '@/i18n/locales/en/admin.json';

/** The codes the editors' schemas give their errors (`admin:editor.errors.<code>`). */
export type EditorErrorCode = keyof typeof admin.editor.errors;

/** A field's error code in words, or undefined when the field has none. */
export function editorErrorText(t: TFunction<'admin'>, code: string | undefined): string | undefined {
  return code === undefined ? undefined : t(`editor.errors.${code as EditorErrorCode}`);
}
