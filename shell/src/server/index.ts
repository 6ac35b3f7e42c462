// The shell's server build (rsbuild.base.ts: `dist/server/renderPage.js`), the render worker's
// federation host. Async boundary: the shares (React, router, effector, Fluent, `shared`) are set
// up by the federation runtime before the renderer's code runs, as in the browser's bootstrap.
export const loadRenderer = () => import('./renderer');
