import { use } from 'react';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { i18n } from 'i18next';
import { supportedLanguages, type Language } from './i18n';

/** A namespace's texts per language, each loaded on its own (a chunk per language). */
export type ChunkTextLoaders = Record<Language, () => Promise<Record<string, unknown>>>;

/** One load per i18next instance, namespace and language, so React's use() sees the same promise each render. */
const loads = new WeakMap<i18n, Map<string, Promise<void>>>();

function loadInto(instance: i18n, namespace: string, language: Language, loaders: ChunkTextLoaders): Promise<void> {
  const ofInstance = loads.get(instance) ?? new Map<string, Promise<void>>();
  loads.set(instance, ofInstance);
  const key = `${language}|${namespace}`;
  const known = ofInstance.get(key);
  if (known) return known;
  const loading = loaders[language]().then(
    (texts) => {
      instance.addResourceBundle(language, namespace, texts, true, true);
    },
    (error: unknown) => {
      // Forgotten, so the next render tries the download again.
      ofInstance.delete(key);
      throw error;
    },
  );
  ofInstance.set(key, loading);
  return loading;
}

const isLanguage = (language: string | undefined): language is Language =>
  (supportedLanguages as readonly (string | undefined)[]).includes(language);

/**
 * The texts of screens that bring their own (the prototype screens): their namespace comes with their chunk,
 * not with every screen's texts, so a visit of the shop never downloads them. The screen suspends until the
 * texts of the language in use are in, and again after a switch of language.
 */
export function useChunkTexts(namespace: string, loaders: ChunkTextLoaders): UseTranslationResponse<string, undefined> {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  const language: Language = isLanguage(current) ? current : 'fi';
  if (!instance.hasResourceBundle(language, namespace)) use(loadInto(instance, namespace, language, loaders));
  return useTranslation(namespace, { lng: language });
}
