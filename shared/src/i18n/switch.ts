import { applyLanguage, loadLanguage } from './instance';
import { type Language, languageCookie } from './languages';

/** Shows the page in `language`: loads its texts first, then re-renders, remembers it, sets `<html lang>`. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await applyLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read back by the server
    document.cookie = languageCookie(language);
  }
}
