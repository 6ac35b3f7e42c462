import { type RemoteRoute, routeTable } from '../routes/table';

/** `/property/details/:propertyId` -> a RegExp matching that route's paths (`:x?` optional). */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** Every route a remote renders, with its matcher. */
export const remoteRoutes = routeTable
  .filter((route): route is RemoteRoute => route.kind === 'remote')
  .map((route) => ({ route, pattern: patternToRegExp(route.path) }));

/**
 * The remote module a path renders, so its manifest, entry and chunks start loading with the
 * shell's own code instead of after the route renders. A hint only: the router decides.
 */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find(({ pattern }) => pattern.test(pathname))?.route;
}
