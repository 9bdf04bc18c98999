import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayPageLayout } from './pay-page-layout';

describe('PayPageLayout', () => {
  it('frames the page: header with the merchant and the secure cue, main, referral footer', () => {
    render(
      <PayPageLayout
        merchantName="Northwind Studio"
        referralHref="https://paypage.dev/?ref=northwind"
        summary={<h1>Summary</h1>}
        details={<p>Details</p>}
      >
        <h2>Payment</h2>
      </PayPageLayout>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Northwind Studio')).toBeInTheDocument();
    expect(within(header).getByText('Secure payment')).toBeInTheDocument();

    const main = screen.getByRole('main');
    // On phones the payment column comes before the details (the DOM order is the phone order).
    const order = ['Summary', 'Payment', 'Details'].map((text) => within(main).getByText(text));
    expect(order[0]!.compareDocumentPosition(order[1]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(order[1]!.compareDocumentPosition(order[2]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: /paypage/ });
    expect(link).toHaveAttribute('href', 'https://paypage.dev/?ref=northwind');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('themes the page with a hex brand colour and ignores anything else', () => {
    const { container, rerender } = render(
      <PayPageLayout merchantName="Northwind Studio" brandColor="#0f7b5f" />,
    );
    const root = container.querySelector('[data-slot="pay-page-layout"]') as HTMLElement;
    expect(root).toHaveAttribute('data-brand', '');
    expect(root.style.getPropertyValue('--color-brand')).toBe('#0f7b5f');

    rerender(
      <PayPageLayout merchantName="Northwind Studio" brandColor="red; background: url(x)" />,
    );
    expect(root).not.toHaveAttribute('data-brand');
    expect(root.style.getPropertyValue('--color-brand')).toBe('');
  });

  it('centres one panel for the status screens, with no summary column', () => {
    const { container } = render(
      <PayPageLayout variant="centered" merchantName="Northwind Studio" summary={<p>Summary</p>}>
        <h1>Payment complete</h1>
      </PayPageLayout>,
    );
    expect(screen.getByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
    expect(screen.queryByText('Summary')).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot="pay-page-content"]')).toBeInTheDocument();
  });

  it('shows a placeholder for the merchant while loading, and no footer without a link', () => {
    const { container } = render(<PayPageLayout merchantName={null} />);
    const header = screen.getByRole('banner');
    expect(header.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(2);
    expect(container.querySelector('footer')).not.toBeInTheDocument();
  });

  it("shows the 'Test mode' badge in the header of a sandbox page only", () => {
    const { rerender } = render(<PayPageLayout merchantName="Northwind Studio" testMode />);
    expect(within(screen.getByRole('banner')).getByText('Test mode')).toBeInTheDocument();

    rerender(<PayPageLayout merchantName="Northwind Studio" />);
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  });
});
