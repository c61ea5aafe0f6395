import { applicationFileLimits } from '@/contract/partner-applications/applications.contract';

/**
 * The name an uploaded file is kept under: the last part of whatever path the browser sent, without
 * control characters, at most 200 characters. The name is only shown to the operator, never used as a path.
 */
export function safeFileName(sent: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...printable].slice(0, applicationFileLimits.nameLength).join('') || 'file';
}
