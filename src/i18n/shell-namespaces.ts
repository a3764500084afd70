/** Translations that the layout itself reads on every page: loaded before the first render. */
export const SHELL_NAMESPACES = ['common', 'seo', 'consent', 'a11y'] as const;
