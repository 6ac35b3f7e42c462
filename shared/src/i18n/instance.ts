import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** A namespace's texts: flat keys ('header.openMenu') to strings with `{{variables}}`. */
export type Catalogue = Record<string, string>;
type Loader = () => Promise<{ default: Catalogue } | Catalogue>;
type Loaders = Partial<Record<Language, Loader>>;

/**
 * The one instance of the page. `shared/i18n` is a federation singleton and so are `i18next` and
 * `react-i18next`: every remote's `useTranslation` reaches this instance (initReactI18next), and
 * a language change re-renders the remotes too (react-i18next #1622). A remote adds its namespace
 * after init; `bindI18nStore: 'added'` re-renders what already rendered with a namespace that
 * arrived later (react-i18next #1370).
 */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  ns: [],
  defaultNS: false,
  interpolation: { escapeValue: false },
  react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
});

const loaders = new Map<string, Loaders>();
const pending = new Map<string, Promise<void>>();

async function loadOne(ns: string, language: Language, target: I18n): Promise<void> {
  if (target.hasResourceBundle(language, ns)) return;
  const loader = loaders.get(ns)?.[language];
  if (!loader) return;
  const key = `${language}/${ns}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = loader().then((module) => {
      const catalogue = ('default' in module ? module.default : module) as Catalogue;
      // The store is shared with every clone (the server's per-request instances).
      i18n.addResourceBundle(language, ns, catalogue, true, true);
    });
    pending.set(key, loading);
    loading.catch(() => pending.delete(key));
  }
  await loading;
}

/**
 * Registers a namespace: its English texts ship with its code (English is the fallback), other
 * languages load on demand. Loads the current language's texts at once if they are missing.
 */
export function addNamespace(ns: string, english: Catalogue, others: Loaders): void {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, english);
  loaders.set(ns, { ...others, ...loaders.get(ns) });
  const current = i18n.language as Language;
  if (current !== 'en') void loadOne(ns, current, i18n);
}

/** Every registered namespace's texts in `language`, loaded (the server before rendering, the browser before switching). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadOne(ns, language, i18n)));
}

/** The texts of `language` the instance holds, to ship in a server-rendered page. */
export function bundlesOf(language: Language): Record<string, Catalogue> {
  const bundles: Record<string, Catalogue> = {};
  for (const ns of loaders.keys()) {
    const bundle = i18n.getResourceBundle(language, ns) as Catalogue | undefined;
    if (bundle) bundles[ns] = bundle;
  }
  return bundles;
}

/** Adds texts a server-rendered page carried, so hydration renders the same words. */
export function addBundles(language: Language, bundles: Record<string, Catalogue>): void {
  for (const [ns, catalogue] of Object.entries(bundles)) {
    i18n.addResourceBundle(language, ns, catalogue, true, true);
  }
}

/**
 * An instance for one server render in `language` (its texts loaded first): a clone sharing the
 * page instance's texts, so requests in different languages can render at the same time.
 */
export async function textsIn(language: Language): Promise<I18n> {
  await loadLanguage(language);
  return i18n.cloneInstance({ lng: language, initAsync: false });
}
