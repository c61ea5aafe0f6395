import { useRef, useState } from 'react';
import type { AttachmentInfo, AttachmentSlot } from '@/domain/partner-applications/partner-application';

/** A file the applicant chose, with a key that stays its own however the list changes. */
export interface ChosenFile {
  readonly key: string;
  readonly slot: AttachmentSlot;
  readonly file: File;
}

export function attachmentInfoOf(chosen: ChosenFile): AttachmentInfo {
  return { slot: chosen.slot, name: chosen.file.name, type: chosen.file.type, size: chosen.file.size };
}

/** The files chosen for one form, in the order they were chosen; kept apart from the text the form owns. */
export function useChosenFiles() {
  const [files, setFiles] = useState<readonly ChosenFile[]>([]);
  const nextKey = useRef(0);
  return {
    files,
    add(slot: AttachmentSlot, added: readonly File[]) {
      const chosen = added.map((file) => ({ key: `file-${(nextKey.current += 1)}`, slot, file }));
      setFiles((current) => [...current, ...chosen]);
    },
    remove(key: string) {
      setFiles((current) => current.filter((chosen) => chosen.key !== key));
    },
    clear() {
      setFiles([]);
    },
  };
}
