import { StrictMode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleFastCheckoutConfig } from '@paypage/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { FastCheckoutSection, type FastCheckoutSectionProps } from './fast-checkout-section';
import { decodeFastlaneData, type FastCheckoutPayment } from './fastlane-data';
import { FAST_CHECKOUT_TEXTS } from './texts';

const CONFIG = exampleFastCheckoutConfig;

function renderSection(props: Partial<FastCheckoutSectionProps> = {}) {
  const onChange = vi.fn<(payment: FastCheckoutPayment) => void>();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // StrictMode runs effects twice on mount: the warning and the reports must still come once.
  const element = (more: Partial<FastCheckoutSectionProps> = {}) => (
    <StrictMode>
      <FastCheckoutSection config={CONFIG} brand="visa" onChange={onChange} {...props} {...more} />
    </StrictMode>
  );
  const view = render(element());
  const user = userEvent.setup();
  /** What the last report decodes to. */
  const lastData = () => decodeFastlaneData(onChange.mock.lastCall?.[0].fastlaneData ?? '');
  return {
    onChange,
    warn,
    user,
    lastData,
    rerender: (more: Partial<FastCheckoutSectionProps>) => view.rerender(element(more)),
    section: () => view.container.querySelector('[data-slot="fast-checkout"]'),
  };
}

const toggle = () =>
  screen.getByRole('switch', { name: FAST_CHECKOUT_TEXTS['fastCheckout.toggle'] });

describe('the fast-checkout sign-up', () => {
  it('renders nothing for an invalid configuration and logs the warning once', () => {
    const { section, warn, onChange, rerender } = renderSection({
      config: { ...CONFIG, defaultToggleState: 'yes', privacyPolicyLink: 'privacy' },
    });
    expect(section()).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Fast checkout is not displayed: defaultToggleState must be a boolean; privacyPolicyLink must be a URL',
    );
    rerender({ brand: 'mc' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders nothing for an http terms link (shown links are https only)', () => {
    const { section, warn } = renderSection({
      config: { ...CONFIG, termsAndConditionsLink: 'http://shop.example.com/terms' },
    });
    expect(section()).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Fast checkout is not displayed: termsAndConditionsLink must be an https URL',
    );
  });

  it('is hidden for amex, and the payment says consent was neither shown nor given', () => {
    const { section, warn, lastData } = renderSection({ brand: 'amex' });
    expect(section()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(lastData()).toStrictEqual({
      consentShown: false,
      fastlaneSessionId: 'fl-session-1',
      consentGiven: false,
      consentVersion: 'v2',
    });
  });

  it('with showConsent false shows nothing, warns nothing, and reports no consent', () => {
    const { section, warn, lastData } = renderSection({
      config: { showConsent: false, fastlaneSessionId: 'fl-session-1' },
    });
    expect(section()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(lastData()).toStrictEqual({
      consentShown: false,
      fastlaneSessionId: 'fl-session-1',
      consentGiven: false,
    });
  });

  it('starts off (defaultToggleState false): no phone, no consent text', () => {
    const { lastData } = renderSection();
    expect(toggle()).not.toBeChecked();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(lastData()).toMatchObject({ consentShown: true, consentGiven: false });
  });

  it('starts on with defaultToggleState true', () => {
    const { lastData } = renderSection({ config: { ...CONFIG, defaultToggleState: true } });
    expect(toggle()).toBeChecked();
    expect(screen.getByLabelText('Mobile number')).toBeVisible();
    expect(lastData()).toMatchObject({ consentGiven: true });
  });

  it('toggle on and a number typed: onChange with the fastlaneData of §3', async () => {
    const { user, onChange, lastData } = renderSection();
    await user.click(toggle());
    const phone = screen.getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('maxlength', '12');
    await user.type(phone, '4155550132');
    expect(phone).toHaveValue('415 555 0132');
    expect(lastData()).toStrictEqual({
      consentShown: true,
      fastlaneSessionId: 'fl-session-1',
      consentGiven: true,
      consentVersion: 'v2',
      telephoneNumber: '4155550132',
    });
    // One report per change of the data, none for the same data again.
    const reports = onChange.mock.calls.map(([payment]) => payment.fastlaneData);
    expect(new Set(reports).size).toBe(reports.length);

    await user.click(toggle());
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(lastData()).toStrictEqual({
      consentShown: true,
      fastlaneSessionId: 'fl-session-1',
      consentGiven: false,
      consentVersion: 'v2',
    });
  });

  it('an incomplete number is not sent and shows the kit error on blur', async () => {
    const { user, lastData } = renderSection({ config: { ...CONFIG, defaultToggleState: true } });
    const phone = screen.getByLabelText('Mobile number');
    await user.type(phone, '415555');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(/Enter a 10-digit mobile number$/);
    expect(lastData()).not.toHaveProperty('telephoneNumber');
  });

  it('a known number starts the field, country code dropped', () => {
    const { lastData } = renderSection({
      config: { ...CONFIG, defaultToggleState: true },
      telephoneNumber: '+1 (415) 555-0132',
    });
    expect(screen.getByLabelText('Mobile number')).toHaveValue('415 555 0132');
    expect(lastData()).toMatchObject({ telephoneNumber: '4155550132' });
  });

  it('hides when the brand turns amex: consent stays shown, no longer given', async () => {
    const { user, rerender, section, lastData } = renderSection();
    await user.click(toggle());
    rerender({ brand: 'amex' });
    expect(section()).toBeNull();
    expect(lastData()).toStrictEqual({
      consentShown: true,
      fastlaneSessionId: 'fl-session-1',
      consentGiven: false,
      consentVersion: 'v2',
    });
    rerender({ brand: 'mc' });
    expect(toggle()).toBeChecked();
    expect(lastData()).toMatchObject({ consentGiven: true });
  });

  it('renders the consent links as text, https, in a new tab without opener or referrer', async () => {
    const hostile = 'https://shop.example.com/terms"><img/src=x/onerror=alert(1)>';
    const { user, section } = renderSection({
      config: { ...CONFIG, termsAndConditionsLink: hostile },
    });
    await user.click(toggle());
    const terms = screen.getByRole('link', {
      name: /^terms and conditions ?\(opens in a new tab\)$/,
    });
    expect(terms).toHaveAttribute('href', hostile);
    const privacy = screen.getByRole('link', { name: /^privacy policy ?\(opens in a new tab\)$/ });
    expect(privacy).toHaveAttribute('href', 'https://shop.example.com/privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The hostile address stayed an attribute: no element was made of it.
    expect(section()?.querySelector('img')).toBeNull();
    expect(screen.getByText(/^By saving your details/)).toHaveTextContent(
      'You also agree to the terms and conditions (opens in a new tab) and the privacy policy (opens in a new tab).',
    );
  });

  it('opens the info modal from the keyboard and gives focus back when it closes', async () => {
    const { user } = renderSection();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.tab();
    const info = screen.getByRole('button', { name: 'About fast checkout' });
    expect(info).toHaveFocus();

    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Check out faster next time' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.nextElementSibling?.firstChild?.textContent),
    ).toEqual(['Skip the typing', 'Keep your details safe', 'Use it in other shops']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(info).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByRole('dialog')).toBeVisible();
    const close = within(screen.getByRole('dialog'))
      .getAllByRole('button', { name: 'Close' })
      .at(-1)!;
    close.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(info).toHaveFocus();
  });
});
