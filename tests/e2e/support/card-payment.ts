/** The card step of a new request, filled as a payer fills it (card.spec, three-ds-paths.spec). */
import type { Page } from '@playwright/test';
import { expect } from './test';
import { cardWidget, expectFramesReady, securedInput } from './secured-fields';

export type Card = { number: string; securityCode?: string };

/** Method selection → the card step, its form loaded and its frames ready. */
export async function openCardStep(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Card payment', level: 2 })).toBeVisible();
  await expectFramesReady(page);
  await expect(securedInput(page, 'number')).toBeVisible();
}

export async function fillCard(page: Page, card: Card) {
  await page.getByLabel('Name on card').fill('Sam Rivera');
  await securedInput(page, 'number').fill(card.number);
  await securedInput(page, 'expiry').fill('03/30');
  await securedInput(page, 'code').fill(card.securityCode ?? '737');
  await page.getByLabel('Street address').fill('500 Market St');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('94105');
  // The frames have encrypted what was typed: the form is valid.
  await expect(cardWidget(page)).toHaveAttribute('data-valid', '');
}
