import type { FeatureRoute } from '@shqcb/bridge';
import { routes as accountRoutes } from '@shqcb/account/routes';
import { routes as mallRoutes } from '@shqcb/mall/routes';
import { routes as newsRoutes } from '@shqcb/news/routes';
import { routes as playerRoutes } from '@shqcb/player/routes';
import { routes as subscriptionRoutes } from '@shqcb/subscription/routes';

/**
 * The route table: every feature's screens. Only real screens are registered; the tab bar shows an
 * item only when its route is here.
 */
export const appRoutes: readonly FeatureRoute[] = [...newsRoutes, ...playerRoutes, ...accountRoutes, ...subscriptionRoutes, ...mallRoutes];
