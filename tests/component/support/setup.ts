import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves these out, and react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen test clicks and types through a whole form in jsdom: a second alone, far more while other work keeps both
// cores busy (the sign-up walk took over 5 s, jest's default, beside a load test). The bound only stops a hung
// test; it is not a speed check.
jest.setTimeout(60_000);
