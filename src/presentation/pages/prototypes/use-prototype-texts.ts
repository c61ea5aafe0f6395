import { useChunkTexts, type ChunkTextLoaders } from '../../i18n/use-chunk-texts';

/** The prototype screens' texts: a chunk per language, downloaded only when one of them is opened. */
const prototypeTexts: ChunkTextLoaders = {
  fi: () => import(/* webpackChunkName: "prototype-texts-fi" */ './texts/fi.json').then((module) => module.default),
  en: () => import(/* webpackChunkName: "prototype-texts-en" */ './texts/en.json').then((module) => module.default),
};

/** t() over the prototype screens' namespace, once its texts in the language in use are loaded. */
export function usePrototypeTexts() {
  return useChunkTexts('prototypes', prototypeTexts);
}
