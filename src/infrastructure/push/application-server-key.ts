/**
 * A VAPID public key as the Push API takes it: the bytes of its base64url text (the form hosts publish it in).
 * null when the text is not base64url.
 */
export function applicationServerKeyFrom(base64Url: string): Uint8Array<ArrayBuffer> | null {
  const text = base64Url.trim();
  if (text === '' || !/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return null;
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
