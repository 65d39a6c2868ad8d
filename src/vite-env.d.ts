/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_ADMIN?: string;
  readonly VITE_API_BASE_COMPANY?: string;
  readonly VITE_API_BASE_LAWYER?: string;
  readonly VITE_REQUEST_TIMEOUT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
