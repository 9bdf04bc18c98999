/**
 * 3-D Secure 2 challenge window sizes (docs/widget.md#views): the code the merchant or issuer asks for
 * and the size of the frame the issuer's page is shown in (the kit's EmbeddedFrame, through
 * `ChallengeFrame` in `widget/challenge-frame`).
 */

export type ChallengeWindowDimensions = { readonly width: string; readonly height: string };

export const challengeWindowSizes = /* @__PURE__ */ Object.freeze({
  '01': Object.freeze({ width: '250px', height: '400px' }),
  '02': Object.freeze({ width: '390px', height: '400px' }),
  '03': Object.freeze({ width: '500px', height: '600px' }),
  '04': Object.freeze({ width: '600px', height: '400px' }),
  '05': Object.freeze({ width: '100%', height: '100%' }),
} as const satisfies Record<string, ChallengeWindowDimensions>);

export type ChallengeWindowCode = keyof typeof challengeWindowSizes;

export const DEFAULT_CHALLENGE_WINDOW_CODE: ChallengeWindowCode = '02';

function isKnown(code: string): code is ChallengeWindowCode {
  return Object.hasOwn(challengeWindowSizes, code);
}

/**
 * The code actually used: a single digit gets a leading zero (`'3'` → `'03'`), surrounding spaces
 * are ignored, and a missing or unknown code falls back to `'02'`.
 */
export function challengeWindowCode(code?: string): ChallengeWindowCode {
  const trimmed = (code ?? '').trim();
  const padded = /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
  return isKnown(padded) ? padded : DEFAULT_CHALLENGE_WINDOW_CODE;
}

/** The frame's CSS width and height for a window-size code (a fresh object the caller may keep). */
export function challengeWindowSize(code?: string): { width: string; height: string } {
  return { ...challengeWindowSizes[challengeWindowCode(code)] };
}
