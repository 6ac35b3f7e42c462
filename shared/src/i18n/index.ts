export type { Catalogue } from './instance';
export {
  addBundles,
  addNamespace,
  bundlesOf,
  currentLanguage,
  i18nInstance,
  loadI18next,
  loadLanguage,
  translate,
} from './instance';
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  languageCookie,
  languageFromCookie,
} from './languages';
export { defineNamespace, LanguageProvider, type Translate, useLanguage } from './namespace';
export { I18N_STATE_ID, i18nState, readI18nState, startI18n } from './state';
export { switchLanguage } from './switch';
