import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { FeatureRoute } from '@shqcb/bridge';

/** SPEC §9: a lazy chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A screen's code could not be loaded (network, a deploy replaced the hashed files, or time-out). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
  'Loading chunk',
];

/** True for a failed dynamic import in any of the engines readers bring. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_MESSAGES.some((m) => message.includes(m));
}

/** Runs `load`, failing with a ChunkLoadError after `timeoutMs` or when the import fails. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError(String(error instanceof Error ? error.message : error)) : error);
      },
    );
  });
}

type Screen = ComponentType;
const modules = new Map<FeatureRoute, Promise<{ default: Screen }>>();
const components = new Map<FeatureRoute, LazyExoticComponent<Screen>>();

function loadModule(route: FeatureRoute): Promise<{ default: Screen }> {
  let pending = modules.get(route);
  if (!pending) {
    pending = loadWithTimeout(route.load).then((m) => ({ default: m.default as Screen }));
    // A failed load must be retryable, so it is not remembered.
    pending.catch(() => modules.delete(route));
    modules.set(route, pending);
  }
  return pending;
}

/** Starts downloading a screen's code now (e.g. the first screen, in parallel with React's start). */
export function preloadScreen(route: FeatureRoute): void {
  loadModule(route).catch(() => undefined);
}

/** The lazily loaded component of a route; one instance per route so React keeps its state. */
export function screenComponent(route: FeatureRoute): LazyExoticComponent<Screen> {
  let component = components.get(route);
  if (!component) {
    component = lazy(() => loadModule(route));
    components.set(route, component);
  }
  return component;
}

/** Forgets a failed screen so the next render tries to load it again. */
export function forgetScreen(route: FeatureRoute): void {
  modules.delete(route);
  components.delete(route);
}
