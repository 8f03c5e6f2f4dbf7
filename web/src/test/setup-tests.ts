import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy/waitFor give up after 5 s rather than 1 s: on a loaded CI machine a first render of a page with
// charts can take longer than a second, and a test should fail on behaviour, not on the machine's load.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
