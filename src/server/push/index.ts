/**
 * What other folders of src/server may use of push: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is push's face to the other server modules: its module, the listener that also pushes a status change, and
 * the channel another module pushes its own news through.
 */
export { pushModule } from './push-module';
export { alsoPushed } from './push-registry';
export { pushChannelOf } from './push-registry';
export type { PushChannel } from './push-channel';
export type { PushOutcome, PushTarget } from './web-push-sender';
export { pushEndpointAllowed, type PushSubscribing } from './subscribe-to-push';
