import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import {
  addNamespace,
  type Catalogue,
  currentLanguage,
  subscribe,
  textsRevision,
  translate,
} from './instance';
import type { Language } from './languages';

type Values = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, values?: Values) => string;

/** A server render's language (requests in several languages render at the same time). */
const RequestLanguage = createContext<Language | null>(null);

/** Renders `children` in `language` whatever the page's language is (the server, per request). */
export function LanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  return createElement(RequestLanguage.Provider, { value: language }, children);
}

/** The language the texts are rendered in (the request's on the server); re-renders on a change. */
export function useLanguage(): Language {
  const requested = useContext(RequestLanguage);
  // The snapshot is the same function on the server pass of hydration: the page's language,
  // which the host set from the server's page before hydrating.
  const revision = useSyncExternalStore(subscribe, textsRevision, textsRevision);
  return requested ?? (revision.split('|')[0] as Language);
}

/**
 * Registers a namespace (its English texts, its other languages' loaders) and returns its typed
 * `t` for code outside React (toasts in effects: the current language at call time) and `useT`
 * for components (re-renders on a language change or when texts arrive).
 */
export function defineNamespace<C extends Catalogue>(
  ns: string,
  english: C,
  others: Partial<Record<Exclude<Language, 'en'>, () => Promise<unknown>>>,
) {
  type Key = Extract<keyof C, string>;
  addNamespace(ns, english, others as Parameters<typeof addNamespace>[2]);
  const t: Translate<Key> = (key, values) => translate(currentLanguage(), ns, key, values);
  function useT(): Translate<Key> {
    const language = useLanguage();
    const revision = useSyncExternalStore(subscribe, textsRevision, textsRevision);
    return useCallback<Translate<Key>>(
      (key, values) => translate(language, ns, key, values),
      [language, revision],
    );
  }
  return { ns, t, useT };
}
