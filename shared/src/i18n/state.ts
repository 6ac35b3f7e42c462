import { addBundles, applyLanguage, bundlesOf, type Catalogue, loadLanguage } from './instance';
import { DEFAULT_LANGUAGE, isLanguage, type Language, languageFromCookie } from './languages';

/** The `<script type="application/json">` carrying a server-rendered page's language and texts. */
export const I18N_STATE_ID = 'i18n-state';

type I18nState = { language: Language; bundles: Record<string, Catalogue> };

/**
 * What a server-rendered page carries: its language and, unless English (which ships with the
 * code), the texts it rendered with. The server writes it with `jsonScript(I18N_STATE_ID, ...)`
 * from `shared/ssr` (not imported here: this file is part of every first load).
 */
export function i18nState(language: Language): I18nState {
  return { language, bundles: language === DEFAULT_LANGUAGE ? {} : bundlesOf(language) };
}

export function readI18nState(doc: Document = document): I18nState | null {
  const text = doc.getElementById(I18N_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<I18nState>;
    return isLanguage(state.language)
      ? { language: state.language, bundles: state.bundles ?? {} }
      : null;
  } catch {
    return null;
  }
}

/**
 * The host's start: the language the server rendered (its texts come with the page, so hydration
 * matches), else the cookie's. Resolves when the instance holds that language's texts; English
 * resolves at once, another language without server texts waits for its catalogues.
 */
export async function startI18n(doc: Document = document): Promise<Language> {
  const state = readI18nState(doc);
  const language = state?.language ?? languageFromCookie(doc.cookie);
  if (state) addBundles(language, state.bundles);
  doc.documentElement.lang = language;
  if (language === DEFAULT_LANGUAGE) return language;
  // Anything the page did not carry (a namespace registered later loads on its own).
  if (!state) await loadLanguage(language);
  await applyLanguage(language, { waitForI18next: false });
  return language;
}
