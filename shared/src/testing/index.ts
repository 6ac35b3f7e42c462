export type { RenderWithProvidersOptions, RenderWithProvidersResult } from './render';
export { renderWithProviders } from './render';
