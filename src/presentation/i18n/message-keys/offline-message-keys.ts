/** The offline banner's words (issue 29, part 2). */
export const offlineMessageKeys = {
  title: 'offline.banner.title',
  whatWorks: 'offline.banner.whatWorks',
} as const;
