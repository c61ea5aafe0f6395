/** Whether the device has a network, as the platform says, and word of its return. */
export interface NetworkState {
  isOnline(): boolean;
  /** Calls `listener` each time the network returns; answers the call that stops it. */
  onOnline(listener: () => void): () => void;
}
