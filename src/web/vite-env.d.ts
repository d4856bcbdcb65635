/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Supabase project URL; unset means the Supabase-compatible auth on our own origin. */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
