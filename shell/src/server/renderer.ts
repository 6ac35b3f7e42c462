export { loadServerPages } from './federatedServerPages';
export { type RenderedPage, type RenderPageOptions, renderPage } from './renderPage';
