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
import type { TestRunnerConfig } from '@storybook/test-runner';
import type * as ImageSnapshot from 'jest-image-snapshot';
import type { Page } from 'playwright';
import { allModes, viewports } from './modes.ts';

// test-storybook always runs from the workspace root (see scripts/test.mjs).
const root = process.cwd();
const baselinesDir = path.join(root, 'tests/visual/baselines');
const diffDir = path.join(root, 'tests/visual/__diff_output__');
/** Where each story's time went (`npm test` sums it): one JSON line per story. */
const timingsFile = process.env.GATE_TIMINGS_FILE;
// Node's own require: a module loaded through it is loaded once per worker, not once per story file.
const nodeRequire = createRequire(path.join(root, 'package.json'));
const axeSource = readFileSync(nodeRequire.resolve('axe-core/axe.min.js'), 'utf8');

/** jest-image-snapshot's matcher, loaded the first time a shot differs from its baseline's bytes. */
function registerImageMatcher() {
  const { toMatchImageSnapshot } = nodeRequire('jest-image-snapshot') as typeof ImageSnapshot;
  expect.extend({ toMatchImageSnapshot });
}

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

/** What a page load draws with: a request of one of these kinds still open means the screen is not final. */
const RENDERING_RESOURCES = new Set(['document', 'stylesheet', 'script', 'image', 'font', 'media']);
const openResources = new WeakMap<Page, Set<unknown>>();
const resourcesDone = new WeakMap<Page, () => void>();

/**
 * Keeps count of the page's open requests for documents, scripts, styles, images, fonts and media
 * (in every frame). Data calls are not counted: stories answer them through MSW, and a play
 * function waits for what their answer shows (a story may hold one open on purpose, to show a
 * pending state).
 */
function trackResources(page: Page) {
  if (openResources.has(page)) return;
  const open = new Set<unknown>();
  openResources.set(page, open);
  const done = (request: unknown) => {
    if (open.delete(request) && open.size === 0) resourcesDone.get(page)?.();
  };
  page.on('request', (request) => {
    if (RENDERING_RESOURCES.has(request.resourceType())) open.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once no rendering resource is loading (bounded: a hung request fails elsewhere). */
async function resourcesLoaded(page: Page, timeout = 5000): Promise<void> {
  const open = openResources.get(page);
  if (!open || open.size === 0) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeout);
    resourcesDone.set(page, () => {
      clearTimeout(timer);
      resolve();
    });
  });
  resourcesDone.delete(page);
}

/**
 * Waits until the story's own document is still: its scripts, styles, images and fonts loaded,
 * no lazy part pending, images decoded, two frames painted.
 */
async function settleDocument(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await resourcesLoaded(page);
  // One round trip into the page for all of it.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A part still on its way (a lazy chunk's Suspense fallback, a bank's logo being fetched: each
    // marked `data-lazy-pending`): the screen is not final yet. Bounded, so a story that shows a
    // fallback on purpose still gets its shot.
    const until = performance.now() + 5000;
    while (document.querySelector('[data-lazy-pending]') && performance.now() < until)
      await frame();
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => image.decode().catch(() => undefined)),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Waits until every frame the shot shows (an iframe rendered and inside the viewport) has its
 * fonts and two painted frames, then two more frames of the page to take the frames' surfaces.
 * The secured-field frames are documents of another origin (their own process): without this the
 * shot catches them blank. A hidden or off-screen frame is not in the shot, and Chromium runs no
 * animation frames in it, so it is not awaited. The frames are awaited together (their waits
 * overlap); each is bounded, so a frame that never paints cannot hang the gate.
 */
async function settleFrames(page: Page): Promise<void> {
  const others = page.frames().filter((frame) => frame !== page.mainFrame());
  if (others.length === 0) return;
  await Promise.all(
    others.map(async (frame) => {
      try {
        const element = await frame.frameElement();
        const shown = await element.evaluate((node) => {
          const iframe = node as HTMLIFrameElement;
          if (!iframe.checkVisibility()) return false;
          const rect = iframe.getBoundingClientRect();
          return (
            rect.width > 0 &&
            rect.height > 0 &&
            rect.bottom > 0 &&
            rect.right > 0 &&
            rect.top < window.innerHeight &&
            rect.left < window.innerWidth
          );
        });
        await element.dispose();
        if (!shown) return;
        await frame.evaluate(async () => {
          const painted = (async () => {
            await document.fonts.ready;
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            );
          })();
          await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 500))]);
        });
      } catch {
        // A frame detached meanwhile (a challenge that closed): nothing of it to wait for.
      }
    }),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Sets the viewport, unless it already has that size (a resize lays the story out again). */
async function resize(page: Page, viewport: Viewport): Promise<void> {
  const current = page.viewportSize();
  if (current?.width === viewport.width && current.height === viewport.height) return;
  await page.setViewportSize(viewport);
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
  async preVisit(page) {
    visitStarted.set(page, Date.now());
    trackResources(page);
    await resize(page, viewports.mobile);
    await exposeSecuredTyping(page);
  },

  async postVisit(page, context) {
    // The story already failed (play function, render or the a11y addon): let that error through.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    // The render, the play function and the a11y addon's axe run: from preVisit to here.
    const times: Record<Phase, number> = { story: 0, settle: 0, axe: 0, shot: 0, compare: 0 };
    let mark = lap(times, 'story', visitStarted.get(page) ?? Date.now());
    const story = await page.evaluate(
      ({ storyId }) =>
        (
          globalThis as unknown as {
            __getContext(id: string): { parameters: Record<string, unknown>; tags: string[] };
          }
        ).__getContext(storyId),
      { storyId: context.id },
    );
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
    await Promise.all(
      page
        .frames()
        .filter((frame) => frame !== page.mainFrame())
        .map((frame) => frame.addStyleTag({ content: stabilizeCss }).catch(() => undefined)),
    );
    const modes = Object.entries(parameters.chromatic?.modes ?? allModes).filter(
      ([, mode]) => !mode.disable,
    );
    const failures: string[] = [];

    for (const [modeName, mode] of modes) {
      const viewport = toViewport(mode);
      await resize(page, viewport);
      await settleDocument(page);
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
        // Images that load only once in view (loading="lazy") come in now.
        await settleDocument(page);
      }
      await settleFrames(page);
      mark = lap(times, 'settle', mark);
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
      registerImageMatcher();
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

    await resize(page, viewports.mobile);
    writeTimings(context.id, times);
    if (failures.length > 0) {
      throw new Error(`Story ${context.id} failed its gate:\n  - ${failures.join('\n  - ')}`);
    }
  },
};

export default config;
