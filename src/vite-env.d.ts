/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_GA_ID?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_FORM_FORWARD_URL?: string;
  readonly VITE_LIVE_TONIGHT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** When the build started (vite.config.ts): the day prerendered pages show. */
declare const __BUILD_TIME__: string;
