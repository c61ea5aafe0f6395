import type { ReactNode } from 'react';
import { ChunkTexts, type ChunkTextLoaders } from '../../i18n/chunk-texts';
import en from './texts/en.json';
import fi from './texts/fi.json';
import { prototypeNamespace } from './use-prototype-texts';

/**
 * The prototype screens' texts come with the screens' own chunk, both languages (a few kilobytes): a chunk of
 * their own per language would add its name and hash to the first screen's download.
 */
const prototypeTexts: ChunkTextLoaders = {
  fi: () => Promise.resolve(fi),
  en: () => Promise.resolve(en),
};

/** Renders a prototype screen once its texts in the language in use are in i18next. */
export function PrototypeTexts(props: { readonly children: ReactNode }) {
  return (
    <ChunkTexts namespace={prototypeNamespace} loaders={prototypeTexts}>
      {props.children}
    </ChunkTexts>
  );
}
