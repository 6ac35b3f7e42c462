export type { TitleCollector } from './documentTitle';
export {
  CollectDocumentTitle,
  documentTitle,
  SITE_NAME,
  useDocumentTitle,
} from './documentTitle';
export { readServerState, SERVER_STATE_ID, serverStateScript } from './state';
export type { ServerPage, ServerPageContext, ServerPages } from './types';
export { useHydrated } from './useHydrated';
