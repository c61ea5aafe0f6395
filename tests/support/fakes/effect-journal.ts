/** The effects several fakes performed, in order, so a test can check the order across ports. */
export type EffectJournal = string[];
