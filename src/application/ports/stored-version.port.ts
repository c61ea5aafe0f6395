/** The app version this browser last saw, kept between visits. */
export interface StoredVersion {
  /** The version last remembered; null on a first visit. */
  read(): Promise<string | null>;

  /** Remembers a version as the one this browser runs. */
  remember(version: string): Promise<void>;
}
