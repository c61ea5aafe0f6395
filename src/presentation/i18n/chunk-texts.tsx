import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { supportedLanguages, type Language } from './i18n';

/** A namespace's texts per language, each loaded on its own. */
export type ChunkTextLoaders = Record<Language, () => Promise<Record<string, unknown>>>;

/**
 * One load per i18next instance, namespace and language, so React's use() sees the same promise each render.
 * Whether a load finished is kept here rather than read from i18next: i18next may hold a bundle of that name
 * that says nothing of these texts (it asks its backend again for every namespace it has seen when the
 * language changes).
 */
const loads = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * What identifies an i18next instance across renders: its resource store. The instance react-i18next hands a
 * component is not always the same object (it may be a fresh wrapper of the same instance).
 */
const storeOf = (instance: i18n): object => instance.store;

function loadInto(instance: i18n, namespace: string, language: Language, loaders: ChunkTextLoaders): Promise<void> {
  const ofInstance = loads.get(storeOf(instance)) ?? new Map<string, Promise<void>>();
  loads.set(storeOf(instance), ofInstance);
  const key = `${language}|${namespace}`;
  const known = ofInstance.get(key);
  if (known) return known;
  const loading = loaders[language]().then(
    (texts) => {
      instance.addResourceBundle(language, namespace, texts, true, true);
      // Marked settled as React marks a promise it has seen settle, so every later use() reads it at once.
      Object.assign(loading, { status: 'fulfilled', value: undefined });
    },
    (error: unknown) => {
      // Forgotten, so the next render tries again.
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
 * Renders its children once the texts in `language` are in. It calls use() on every render (React asks that
 * of a component that suspended) and no other hook.
 */
function TextsLoaded(props: {
  readonly instance: i18n;
  readonly namespace: string;
  readonly language: Language;
  readonly loaders: ChunkTextLoaders;
  readonly children: ReactNode;
}) {
  use(loadInto(props.instance, props.namespace, props.language, props.loaders));
  return props.children;
}

/**
 * Renders screens that bring their own texts (the prototype screens) once those texts are in i18next, under
 * their own namespace, instead of every screen's texts carrying them. It waits again (the nearest Suspense
 * boundary shows) after a switch of language, keeping the screen's state.
 */
export function ChunkTexts(props: {
  readonly namespace: string;
  readonly loaders: ChunkTextLoaders;
  readonly children: ReactNode;
}) {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  const language: Language = isLanguage(current) ? current : 'fi';
  return (
    <TextsLoaded instance={instance} namespace={props.namespace} language={language} loaders={props.loaders}>
      {props.children}
    </TextsLoaded>
  );
}
