/**
 * Which new passwords are refused (OWASP ASVS 5.0 §6.2): fewer than 12 characters, one of the
 * passwords most often seen in breaches, or one a strength estimate (zxcvbn-ts with its common and
 * English dictionaries, keyboard patterns, repeats and sequences) finds easy to guess — including
 * guesses built from the person's own name and e-mail. Server side only; the dictionaries load once.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

import type { Messages } from '../interactions/messages.js';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" for an online attack with limits. */
const MIN_SCORE = 3;

export type PasswordProblem = Extract<
  keyof Messages,
  'passwordLength' | 'passwordCommon' | 'passwordWeak'
>;

let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, userInputs: string[]): ZxcvbnResult => {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator.check(password, userInputs);
};

/** Built around an entry of the breached-passwords list (also reversed or in l33t). */
function isCommon(result: ZxcvbnResult, password: string): boolean {
  return result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      (match.dictionaryName as string).startsWith('passwords') &&
      match.token.length * 2 >= password.length,
  );
}

/** Why a new password is refused, as the message key that explains it; null when it is fine. */
export function passwordProblem(
  password: string,
  userInputs: readonly string[] = [],
): PasswordProblem | null {
  if (Array.from(password).length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return 'passwordLength';
  }
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[\s@._+-]+/)]);
  const result = estimate(
    password,
    inputs.filter((input) => input.length >= 3),
  );
  if (result.score >= MIN_SCORE) return null;
  return isCommon(result, password) ? 'passwordCommon' : 'passwordWeak';
}
