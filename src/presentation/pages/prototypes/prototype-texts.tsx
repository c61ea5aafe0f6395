import type { ReactNode } from 'react';
import { ChunkTexts, type ChunkTextLoaders } from '../../i18n/chunk-texts';
import { prototypeNamespace } from './use-prototype-texts';

/** The prototype screens' texts: a chunk per language, downloaded only when one of them is opened. */
const prototypeTexts: ChunkTextLoaders = {
  fi: () => import(/* webpackChunkName: "prototype-texts-fi" */ './texts/fi.json').then((module) => module.default),
  en: () => import(/* webpackChunkName: "prototype-texts-en" */ './texts/en.json').then((module) => module.default),
};

/** Renders a prototype screen once its texts in the language in use are loaded. */
export function PrototypeTexts(props: { readonly children: ReactNode }) {
  return (
    <ChunkTexts namespace={prototypeNamespace} loaders={prototypeTexts}>
      {props.children}
    </ChunkTexts>
  );
}
