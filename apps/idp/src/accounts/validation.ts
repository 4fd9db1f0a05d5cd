/** What the sign-in and sign-up forms accept. Field errors map to translated messages by code. */
import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy.js';

export { PASSWORD_MAX, PASSWORD_MIN };
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;

const email = z.string().trim().max(EMAIL_MAX).pipe(z.email());

export const signInSchema = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
});

export const signUpSchema = z.object({
  email,
  name: z.string().trim().min(1).max(NAME_MAX),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});

export type SignUpInput = z.output<typeof signUpSchema>;
export type SignUpField = keyof SignUpInput;
