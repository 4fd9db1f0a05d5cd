import { describe, expect, it } from 'vitest';

import { onboardingPath } from './auth.js';

describe("a new account's first landing", () => {
  it('is the onboarding on /top, which then goes on to where the sign-up started', () => {
    expect(onboardingPath('/top')).toBe('/top?welcome=1');
    expect(onboardingPath('/receive?card=3f1c2b8e-4d5a-4e6f-8a7b-9c0d1e2f3a4b')).toBe(
      '/top?welcome=1&redirect=%2Freceive%3Fcard%3D3f1c2b8e-4d5a-4e6f-8a7b-9c0d1e2f3a4b',
    );
  });
});
