import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** A namespace's texts: flat keys ('header.openMenu') to strings with `{{variables}}`. */
export type Catalogue = Record<string, string>;
type Loader = () => Promise<{ default: Catalogue } | Catalogue>;
type Loaders = Partial<Record<Language, Loader>>;
type Values = Record<string, string | number>;

/**
 * The page's texts, per language and namespace. `shared/i18n` is a federation singleton, so the
 * shell and every remote register into, and read from, this one registry; a namespace that
 * arrives later (a remote's code) re-renders its readers (react-i18next #1370's lesson), and a
 * language change re-renders every remote too (#1622's).
 */
const texts: Partial<Record<Language, Record<string, Catalogue>>> = {};
const loaders = new Map<string, Loaders>();
const pending = new Map<string, Promise<void>>();
let language: Language = DEFAULT_LANGUAGE;
let revision = 0;
const listeners = new Set<() => void>();

function changed(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever the language or the texts change (React's external-store snapshot). */
export const textsRevision = (): string => `${language}|${revision}`;
export const currentLanguage = (): Language => language;

/**
 * The i18next instance, loaded on demand: the first language switch, a visitor whose language is
 * not English, the server. An English page renders from the English catalogues its code carries
 * (the same texts the instance holds), so its first load carries no i18next (15 KB gzip): the
 * first-load budget of `/` is 200 KB and the page was at 199.8 KB before i18n.
 */
let instance: I18n | null = null;
let loadingInstance: Promise<I18n> | null = null;

export function loadI18next(): Promise<I18n> {
  loadingInstance ??= import('i18next').then(({ default: i18next }) => {
    const created = i18next.createInstance();
    void created.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: structuredClone(texts),
      partialBundledLanguages: true,
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    instance = created;
    return created;
  });
  return loadingInstance;
}

/** The instance once loaded (null before), e.g. for a plugin or a test. */
export const i18nInstance = (): I18n | null => instance;

function addTexts(lng: Language, ns: string, catalogue: Catalogue): void {
  const bundles = texts[lng] ?? {};
  texts[lng] = bundles;
  bundles[ns] = { ...bundles[ns], ...catalogue };
  instance?.addResourceBundle(lng, ns, catalogue, true, true);
  changed();
}

const VARIABLE = /{{\s*([\w.]+)\s*}}/g;

/**
 * `key` of `ns` in `lng` (English when that language lacks it, the key when English does too),
 * `{{variables}}` filled in. The same result as i18next's `t` for these catalogues, which use
 * nothing but `{{variables}}` (the catalogue test keeps it so).
 */
export function translate(lng: Language, ns: string, key: string, values?: Values): string {
  if (instance) {
    return (instance.t as unknown as (k: string, o: object) => string)(key, { ...values, lng, ns });
  }
  const text = texts[lng]?.[ns]?.[key] ?? texts[DEFAULT_LANGUAGE]?.[ns]?.[key] ?? key;
  return text.replace(VARIABLE, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

async function loadOne(ns: string, lng: Language): Promise<void> {
  if (texts[lng]?.[ns]) return;
  const loader = loaders.get(ns)?.[lng];
  if (!loader) return;
  const key = `${lng}/${ns}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = loader().then((module) => {
      addTexts(lng, ns, ('default' in module ? module.default : module) as Catalogue);
    });
    pending.set(key, loading);
    loading.catch(() => pending.delete(key));
  }
  await loading;
}

/**
 * Another version of a namespace's code arrived (the server renders a remote re-deployed while it
 * runs): the texts of the old one, in every language, and its loaders go.
 */
function forgetNamespace(ns: string): void {
  for (const lng of LANGUAGES) {
    delete texts[lng]?.[ns];
    pending.delete(`${lng}/${ns}`);
    instance?.removeResourceBundle(lng, ns);
  }
  loaders.delete(ns);
}

/**
 * Registers a namespace: its English texts ship with its code (English is the fallback), other
 * languages load on demand. Loads the current language's texts at once if they are missing. A
 * namespace registered again with other English texts is another version of its code: it
 * replaces the one before (the same texts again, as when a page hydrates, change nothing).
 */
export function addNamespace(ns: string, english: Catalogue, others: Loaders): void {
  const registered = texts[DEFAULT_LANGUAGE]?.[ns];
  if (registered && Object.entries(english).some(([key, text]) => registered[key] !== text)) {
    forgetNamespace(ns);
  }
  if (!texts[DEFAULT_LANGUAGE]?.[ns]) addTexts(DEFAULT_LANGUAGE, ns, english);
  loaders.set(ns, { ...others, ...loaders.get(ns) });
  if (language !== DEFAULT_LANGUAGE) void loadOne(ns, language);
}

/** Every registered namespace's texts in `lng`, loaded (the server before rendering, the browser before switching). */
export async function loadLanguage(lng: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadOne(ns, lng)));
}

/**
 * Makes `lng` the page's language (its texts must be loaded) and re-renders every reader. The
 * i18next instance follows; a page about to hydrate does not wait for it (the registry already
 * answers with the same texts), a switch does.
 */
export async function applyLanguage(lng: Language, { waitForI18next = true } = {}): Promise<void> {
  language = lng;
  changed();
  if (lng === DEFAULT_LANGUAGE && !instance) return;
  const following = loadI18next().then((loaded) => loaded.changeLanguage(lng));
  if (waitForI18next) await following;
  else following.catch(() => undefined); // the registry answers without it
}

/** The texts of `lng` the registry holds, to ship in a server-rendered page. */
export function bundlesOf(lng: Language): Record<string, Catalogue> {
  return { ...texts[lng] };
}

/** Adds texts a server-rendered page carried, so hydration renders the same words. */
export function addBundles(lng: Language, bundles: Record<string, Catalogue>): void {
  for (const [ns, catalogue] of Object.entries(bundles)) addTexts(lng, ns, catalogue);
}
