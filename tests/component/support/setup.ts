import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves these out, and react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen test clicks and types through a whole form in jsdom: a second alone, far more while other work keeps both
// cores busy (the sign-up walk took over 5 s, jest's default, beside a load test). The bound only stops a hung
// test; it is not a speed check.
jest.setTimeout(60_000);

// Testing Library's findBy and waitFor give up after 1 s by default: a dialog whose code is loaded on the first
// click once took longer on a fresh clone with both cores busy, and a correct screen failed. They resolve as soon as
// what they wait for is there, so a longer bound only lengthens a test that fails anyway.
configure({ asyncUtilTimeout: 20_000 });
