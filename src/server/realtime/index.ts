/**
 * What other folders of src/server may use of realtime: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is realtime's face to the other server modules: its module, each database's event hub and the event
 * stream the merchant's store events route answers with.
 */
export type { EventHub } from './event-hub';
export { eventHubOf } from './event-hub-registry';
export { eventStreamReplies } from './routes/event-stream-replies';
export { realtimeModule } from './realtime-module';
export { realtimeSettings, type RealtimeSettings } from './realtime-settings';
export { openUserEventStream } from './stream/user-event-stream';
