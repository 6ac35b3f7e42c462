import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespace, type Catalogue, i18n } from './instance';
import type { Language } from './languages';

type Values = Record<string, string | number>;
/** i18next's own `t` types keys by a global resource declaration; ours are typed per namespace. */
type LooseT = (key: string, options?: Record<string, unknown>) => string;
export type Translate<Key extends string> = (key: Key, values?: Values) => string;

/**
 * Registers a namespace (its English texts, its other languages' loaders) and returns its typed
 * `t` for code outside React (toasts in effects: the current language at call time) and `useT`
 * for components (re-renders on a language change; on the server, the request's language).
 */
export function defineNamespace<C extends Catalogue>(
  ns: string,
  english: C,
  others: Partial<Record<Exclude<Language, 'en'>, () => Promise<unknown>>>,
) {
  type Key = Extract<keyof C, string>;
  addNamespace(ns, english, others as Parameters<typeof addNamespace>[2]);
  const t: Translate<Key> = (key, values) => (i18n.t as unknown as LooseT)(key, { ...values, ns });
  function useT(): Translate<Key> {
    const { t: fixed, i18n: active } = useTranslation(ns);
    const bound = fixed as unknown as LooseT;
    return useCallback<Translate<Key>>(
      (key, values) => bound(key, values),
      [bound, active.language],
    );
  }
  return { ns, t, useT };
}

/** The language the texts are rendered in (the request's on the server). */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}
