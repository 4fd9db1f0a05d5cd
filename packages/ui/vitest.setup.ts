import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what a busy machine takes (a lazy route's chunk, a transition),
// not testing-library's 1 s: they still end the moment the awaited thing appears.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
