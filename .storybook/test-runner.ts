/**
 * The visual and accessibility gate, run by the Storybook test-runner over every story.
 *
 * For each story: the a11y addon's axe run (at the mobile viewport, when the story renders) and the
 * play function; then, for each viewport mode of `.storybook/modes.ts` (or the story's own
 * `chromatic.modes`), a stabilised screenshot compared pixel for pixel (past a colour distance of
 * 0.02) with the committed baseline in `tests/visual/baselines/`, plus a second axe run at the desktop viewport. Every failure of a
 * story is reported together: its story id, the mode and the path of the diff image.
 *
 * Opting out of screenshots takes the tag `no-visual` and a written `parameters.visual.reason`.
 */
import path from 'node:path';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import { allModes, viewports } from './modes.ts';

// test-storybook always runs from the workspace root (see scripts/test.mjs).
const root = process.cwd();
const baselinesDir = path.join(root, 'tests/visual/baselines');
const diffDir = path.join(root, 'tests/visual/__diff_output__');
/** Where each story's time went (`npm test` sums it): one JSON line per story. */
const timingsFile = process.env.GATE_TIMINGS_FILE;
const axeSource = readFileSync(
  createRequire(path.join(root, 'package.json')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Freezes everything that moves: animations, transitions, the caret, smooth scrolling. */
const stabilizeCss = `
  *, *::before, *::after {
    animation-delay: -1ms !important;
    animation-duration: 0s !important;
    animation-iteration-count: 1 !important;
    animation-play-state: paused !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
`;

type Viewport = { width: number; height: number };
type Mode = {
  viewport?: number | Partial<Record<'width' | 'height', number | string>>;
  disable?: boolean;
};

function toViewport(mode: Mode): Viewport {
  const fallback = viewports.desktop;
  const value = mode.viewport;
  if (typeof value === 'number') return { width: value, height: fallback.height };
  return {
    width: Number.parseInt(String(value?.width ?? fallback.width), 10),
    height: Number.parseInt(String(value?.height ?? fallback.height), 10),
  };
}

/**
 * Waits until the page is still: network idle, lazy chunks in, fonts loaded, images decoded, two
 * frames painted.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // Playwright can leave a page's network idle unset for good after the page posts a form into an
  // iframe (the card step's 3-D Secure challenge): its main frame is re-armed only by a later
  // request of its own. Waiting longer cannot help there, so this wait is bounded (stories answer
  // their calls through MSW; fonts and images are awaited below either way).
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  // A lazy chunk still loading (its Suspense fallback is marked `data-lazy-pending`): the screen
  // is not final yet. Bounded, so a story that shows a fallback on purpose still gets its shot.
  await page
    .waitForFunction(() => !document.querySelector('[data-lazy-pending]'), undefined, {
      timeout: 5000,
    })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => image.decode().catch(() => undefined)),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // The secured-field frames are documents of another origin (their own process): each must have
  // its font and two painted frames too, or the shot catches them blank. Bounded: Chromium does
  // not run animation frames in a hidden or off-screen cross-origin frame. The frames are awaited
  // together: each runs in its own process, so their waits overlap.
  const others = page.frames().filter((frame) => frame !== page.mainFrame());
  await Promise.all(
    others.map((frame) =>
      frame
        .evaluate(async () => {
          const painted = (async () => {
            await document.fonts.ready;
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            );
          })();
          await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 500))]);
          // One more compositor frame's worth for the page to take the frame's surface.
          await new Promise((resolve) => setTimeout(resolve, 50));
        })
        .catch(() => undefined),
    ),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Whether the page holds a frame of another origin (the secured-field frames). */
function hasCrossOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    try {
      return frame !== page.mainFrame() && new URL(frame.url()).origin !== origin;
    } catch {
      return false;
    }
  });
}

/** The area to capture: the full width, down to the bottom of the story and any portal it opened. */
async function captureArea(page: Page, viewport: Viewport) {
  const bottom = await page.evaluate(() => {
    const candidates = [
      ...Array.from(document.querySelectorAll('#storybook-root > *')),
      ...Array.from(document.body.children).filter(
        (element) =>
          element.id !== 'storybook-root' &&
          !element.matches(
            'script, style, .sb-wrapper, [id^="storybook-"], .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay',
          ),
      ),
    ];
    let max = 0;
    for (const element of candidates) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      max = Math.max(max, rect.bottom + window.scrollY);
    }
    return Math.ceil(max);
  });
  const height = Math.max(1, Math.min(bottom + 16, 10_000));
  return { x: 0, y: 0, width: viewport.width, height: Math.max(height, 40) };
}

type AxeViolation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
};

/**
 * Runs axe-core in the page with the story's own a11y parameters (the same rules as the addon).
 * axe is injected once per page: the test-runner renders every story of a file in one page.
 */
async function runAxe(page: Page, parameters: Record<string, unknown>): Promise<AxeViolation[]> {
  const a11y = (parameters.a11y ?? {}) as {
    options?: { runOnly?: { values?: string[] } };
    config?: { rules?: { id: string; enabled: boolean }[] };
  };
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: axeSource });
  const tags = a11y.options?.runOnly?.values ?? null;
  const disabled = [
    'region',
    ...(a11y.config?.rules ?? []).filter((rule) => !rule.enabled).map((rule) => rule.id),
  ];
  return page.evaluate(
    async ({ tags, disabled }) => {
      type Axe = {
        reset(): void;
        configure(spec: unknown): void;
        run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      axe.reset();
      axe.configure({ rules: disabled.map((id) => ({ id, enabled: false })) });
      const result = await axe.run(
        {
          include: [['body']],
          exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
        },
        {
          resultTypes: ['violations'],
          ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
          rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        },
      );
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => ({ target: node.target.map(String) })),
      }));
    },
    { tags, disabled },
  );
}

/**
 * The secured-field frames' field types, by the names the stories' helper uses (the frames'
 * `data-field-type`: their titles follow the widget's locale).
 */
const SECURED_FRAME_TYPES: Record<string, string> = {
  number: 'encryptedCardNumber',
  expiry: 'encryptedExpiryDate',
  code: 'encryptedSecurityCode',
  password: 'encryptedPassword',
  giftNumber: 'encryptedGiftCardNumber',
  giftPin: 'encryptedGiftCardPin',
};

const withSecuredTyping = new WeakSet<Page>();

/**
 * Lets play functions type into the secured-field frames: they are on another origin, so a
 * story's own script cannot reach their inputs. `window.paypageTypeSecured(field, text, index)`
 * has Playwright type `text` into the `index`-th frame of that field (as a payer types, key by
 * key; an empty text clears the field). See widget/storybook/secured-typing.ts.
 */
async function exposeSecuredTyping(page: Page) {
  if (withSecuredTyping.has(page)) return;
  withSecuredTyping.add(page);
  await page.exposeFunction(
    'paypageTypeSecured',
    async (field: string, text: string, index = 0) => {
      const type = SECURED_FRAME_TYPES[field];
      if (!type) throw new Error(`no secured field "${field}"`);
      const input = page
        .frameLocator(`iframe[data-field-type="${type}"] >> nth=${index}`)
        .locator('#field');
      if (text === '') await input.clear();
      else await input.pressSequentially(text);
    },
  );
}

type Phase = 'story' | 'settle' | 'axe' | 'shot' | 'compare';
const visitStarted = new WeakMap<Page, number>();

/** Adds the time since `since` to `phase` and returns now. */
function lap(times: Record<Phase, number>, phase: Phase, since: number): number {
  const now = Date.now();
  times[phase] += now - since;
  return now;
}

function writeTimings(id: string, times: Record<Phase, number>) {
  if (!timingsFile) return;
  mkdirSync(path.dirname(timingsFile), { recursive: true });
  const rounded = Object.fromEntries(
    Object.entries(times).map(([phase, ms]) => [phase, Math.round(ms)]),
  );
  appendFileSync(timingsFile, `${JSON.stringify({ id, ...rounded })}\n`);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page) {
    visitStarted.set(page, Date.now());
    await page.setViewportSize(viewports.mobile);
    await exposeSecuredTyping(page);
  },

  async postVisit(page, context) {
    // The story already failed (play function, render or the a11y addon): let that error through.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    // The render, the play function and the a11y addon's axe run: from preVisit to here.
    const times: Record<Phase, number> = { story: 0, settle: 0, axe: 0, shot: 0, compare: 0 };
    let mark = lap(times, 'story', visitStarted.get(page) ?? Date.now());
    const story = await getStoryContext(page, context);
    const parameters = story.parameters as Record<string, unknown> & {
      chromatic?: { modes?: Record<string, Mode> };
      visual?: { reason?: string };
      a11y?: { disable?: boolean; test?: string };
    };
    const optedOut = story.tags.includes('no-visual');
    if (optedOut && !parameters.visual?.reason) {
      throw new Error(
        `${context.id}: the 'no-visual' tag needs a written reason in parameters.visual.reason.`,
      );
    }

    await page.addStyleTag({ content: stabilizeCss });
    // The secured-field frames (other origin, their own compositor) get the same freeze up front,
    // so the screenshot's own caret hiding changes nothing in them (a frame repainting as the shot
    // is taken comes out blank).
    for (const frame of page.frames()) {
      if (frame !== page.mainFrame())
        await frame.addStyleTag({ content: stabilizeCss }).catch(() => undefined);
    }
    const modes = Object.entries(parameters.chromatic?.modes ?? allModes).filter(
      ([, mode]) => !mode.disable,
    );
    const failures: string[] = [];

    for (const [modeName, mode] of modes) {
      const viewport = toViewport(mode);
      await page.setViewportSize(viewport);
      await settle(page);
      mark = lap(times, 'settle', mark);

      if (
        modeName !== 'mobile' &&
        parameters.a11y?.disable !== true &&
        parameters.a11y?.test !== 'off'
      ) {
        for (const violation of await runAxe(page, parameters)) {
          const targets = violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 5)
            .join(', ');
          failures.push(
            `axe (${modeName}) ${violation.impact ?? ''} ${violation.id}: ${violation.help} — ${targets}`,
          );
        }
      }
      mark = lap(times, 'axe', mark);
      if (optedOut) continue;
      const clip = await captureArea(page, viewport);
      // A page with frames of another origin (the secured fields) is not shot full-page: Chromium
      // draws such frames blank in a full-page capture (they are composited apart and the page is
      // resized under them). The viewport grows to the story's height instead, the frames settle,
      // and the shot is of the viewport.
      const tall = clip.height > viewport.height;
      const grown = tall && hasCrossOriginFrames(page);
      if (grown) {
        await page.setViewportSize({ width: viewport.width, height: clip.height });
        mark = lap(times, 'shot', mark);
        await settle(page);
        mark = lap(times, 'settle', mark);
      }
      const image = await page.screenshot({
        clip,
        fullPage: tall && !grown,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
      });
      if (grown) await page.setViewportSize(viewport);
      mark = lap(times, 'shot', mark);
      const identifier = `${context.id}--${modeName}`;
      const baseline = path.join(baselinesDir, `${identifier}.png`);
      // Chromium encodes identical pixels to identical bytes: equal files need no pixel diff.
      if (existsSync(baseline) && readFileSync(baseline).equals(image)) {
        mark = lap(times, 'compare', mark);
        continue;
      }
      try {
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: baselinesDir,
          customDiffDir: diffDir,
          customSnapshotIdentifier: identifier,
          comparisonMethod: 'pixelmatch',
          // Every pixel counts (failureThreshold 0), but a pixel counts as different only past a
          // colour distance of 0.02 (Playwright's own default is 0.2): Chromium's software raster
          // varies rounded corners' anti-aliasing by one or two levels between runs, while any
          // change of colour, text or position is far beyond it (a brand colour's green channel
          // moved by 16 is 4.5 times the limit).
          customDiffConfig: { threshold: 0.02 },
          failureThreshold: 0,
          failureThresholdType: 'pixel',
          storeReceivedOnFailure: true,
          customReceivedDir: path.join(root, 'tests/visual/__received_output__'),
        });
      } catch (error) {
        failures.push(`visual (${modeName}): ${(error as Error).message}`);
      }
      mark = lap(times, 'compare', mark);
    }

    await page.setViewportSize(viewports.mobile);
    writeTimings(context.id, times);
    if (failures.length > 0) {
      throw new Error(`Story ${context.id} failed its gate:\n  - ${failures.join('\n  - ')}`);
    }
  },
};

export default config;
