import type { Plugin } from 'vite';
export function seoFiles(): Plugin {
  return { name: 'seo-files' };
}
