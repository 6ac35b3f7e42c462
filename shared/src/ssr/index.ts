export type { TitleCollector } from './documentTitle';
export {
  CollectDocumentTitle,
  documentTitle,
  SITE_NAME,
  useDocumentTitle,
} from './documentTitle';
export { completeServerTheme } from './serverTheme';
export {
  jsonScript,
  RENDERED_FOR_KEY,
  readServerState,
  renderedFor,
  SERVER_STATE_ID,
  serverStateScript,
} from './state';
export type { ServerPage, ServerPageContext, ServerPages } from './types';
export { useHydrated } from './useHydrated';
