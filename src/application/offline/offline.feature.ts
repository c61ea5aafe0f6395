/**
 * The shop offline after one visit (issue 29, part 2): once a page's version is known to be the deployed one, the
 * app keeps this build and the pages it opens for use without the network (a service worker in the browser).
 */
export interface OfflineFeature {
  /** Starts keeping the shop for offline use; never fails: a browser that cannot keep it works online as before. */
  readonly keepShopForOffline: () => Promise<void>;
  /**
   * Whether a cash order made offline may be waiting to be sent (issue 29, part 3): asked at every start, it
   * costs nothing; only a yes loads the checkout's code to send it.
   */
  readonly ordersMayWait: () => boolean;
}
