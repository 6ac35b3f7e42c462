export type { TitleCollector } from './documentTitle';
export {
  CollectDocumentTitle,
  documentTitle,
  SITE_NAME,
  useDocumentTitle,
} from './documentTitle';
export { jsonScript, readServerState, SERVER_STATE_ID, serverStateScript } from './state';
export type { ServerPage, ServerPageContext, ServerPages } from './types';
export { useHydrated } from './useHydrated';
