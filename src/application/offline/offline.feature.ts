/**
 * The shop offline after one visit (issue 29, part 2): once a page's version is known to be the deployed one, the
 * app keeps this build and the pages it opens for use without the network (a service worker in the browser).
 */
export interface OfflineFeature {
  /** Starts keeping the shop for offline use; never fails: a browser that cannot keep it works online as before. */
  readonly keepShopForOffline: () => Promise<void>;
}
