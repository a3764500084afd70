/**
 * The app shell's (app.html) default head marks its description with this attribute: the page head code
 * (page-head.tsx) retires it once a page gives its own. Free of imports: the build step reads it too.
 */
export const SHELL_DEFAULT_ATTRIBUTE = 'data-shell-default';
