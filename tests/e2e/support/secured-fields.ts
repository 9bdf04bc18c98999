/**
 * The card widget's secured-field frames as a test reaches them: each card field's input lives in
 * its own frame on the frames' origin, so a test types in it through a frame locator, as a payer
 * types in the frame (the page's own JavaScript never sees it).
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './test';

export const FRAME_TITLES = {
  number: 'Iframe for secured card number',
  expiry: 'Iframe for secured card expiry date',
  code: 'Iframe for secured card security code',
  password: 'Iframe for secured card password',
} as const;

export type SecuredField = keyof typeof FRAME_TITLES;

/** A secured field's frame. */
export const frameOf = (page: Page, field: SecuredField): FrameLocator =>
  page.frameLocator(`iframe[title="${FRAME_TITLES[field]}"]`);

/** The input inside a secured field's frame. */
export const securedInput = (page: Page, field: SecuredField) =>
  frameOf(page, field).locator('#field');

/** The card widget (its `data-status` and `data-valid`). */
export const cardWidget = (page: Page) => page.locator('[data-slot="card-widget"]');

/** Waits until the widget's frames are loaded and configured. */
export async function expectFramesReady(page: Page) {
  await expect(cardWidget(page)).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });
}

/** Types the card into the frames (expiry 03/30; code 737 unless given). */
export async function fillSecuredCard(
  page: Page,
  card: { number: string; securityCode?: string; expiry?: string },
) {
  await securedInput(page, 'number').fill(card.number);
  await securedInput(page, 'expiry').fill(card.expiry ?? '03/30');
  await securedInput(page, 'code').fill(card.securityCode ?? '737');
}
