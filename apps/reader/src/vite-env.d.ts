/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API host for a build that talks to the publisher's API (e.g. https://api.example.com); empty = same origin. */
  readonly VITE_API_BASE?: string;
}
