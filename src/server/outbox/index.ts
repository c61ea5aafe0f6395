/**
 * What other folders of src/server may use of outbox: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is the outbox's face to the other server modules: the sandbox mailbox modules send through, and its route.
 */
export { Outbox, type OutgoingMessage } from './store/outbox';
export { outboxAccess, registerOutboxRoute } from './routes/outbox-route';
