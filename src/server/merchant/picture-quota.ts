import { parseServerConfig } from '../config/server-config';

/**
 * How many bytes of product pictures one store may keep, from STORE_PICTURE_QUOTA_MB (validated with the rest of
 * the server's environment; 100 MB by default): without a bound one store's staff could fill the server's disk.
 * @throws ConfigError naming the variable when it is not a whole number of megabytes from 1 to 100000.
 */
export function storePictureQuotaBytes(env: NodeJS.ProcessEnv = process.env): number {
  return parseServerConfig(env).storePictureQuotaMb * 1024 * 1024;
}

/** Whether a store keeping these files is over its quota. */
export function overPictureQuota(files: readonly { readonly size: number }[], quotaBytes: number): boolean {
  return files.reduce((total, file) => total + file.size, 0) > quotaBytes;
}
