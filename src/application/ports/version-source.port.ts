/** Where the version of the deployed app is published. */
export interface VersionSource {
  /**
   * The version of the app currently deployed, fetched past every cache.
   * @throws AppError when the version file cannot be fetched.
   */
  latest(): Promise<string>;
}
