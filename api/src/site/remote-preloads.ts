import path from 'node:path';
import { watchedFile } from './watched-file';

/** One line of the shell build's routes.json. */
interface RouteHint {
  pattern: string;
  remote: string;
}

interface CompiledRoute {
  matcher: RegExp;
  remote: string;
}

/** routes.json's matchers; none when the file cannot be read as such. */
function compileRoutes(text: string): CompiledRoute[] {
  try {
    return (JSON.parse(text) as RouteHint[]).map((route) => ({
      matcher: new RegExp(route.pattern),
      remote: route.remote,
    }));
  } catch {
    return [];
  }
}

/** Plain URLs only: nothing from the registry goes into the HTML unchecked. */
export const SAFE_URL = /^(https?:\/\/[\w.:-]+)?\/[\w./-]*$/;

/**
 * The manifest URL of the remote a path renders, for a preload link in index.html: the manifest
 * then downloads alongside the shell's code instead of after it (the chain to a remote page gets
 * one request shorter). The runtime already fetches the entry and the module's chunks in
 * parallel once the manifest is in; the remote's own shares it does not (remote-share-preloads.ts).
 */
export function createRemotePreload(shellDist: string, recheckMs = 0) {
  const routes = watchedFile(path.join(shellDist, 'routes.json'), compileRoutes, recheckMs);
  return (
    pathname: string,
    registry: Record<string, string>,
  ): { remote: string; manifest: string } | undefined => {
    const route = routes()?.find(({ matcher }) => matcher.test(pathname));
    const manifest = route ? registry[route.remote] : undefined;
    return route && manifest && SAFE_URL.test(manifest)
      ? { remote: route.remote, manifest }
      : undefined;
  };
}

/** Matches the runtime's fetch() (CORS mode, same-origin credentials), so the browser reuses it. */
export const preloadTag = (href: string | undefined): string =>
  href ? `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">` : '';
