import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERRAL_LINK } from '../../payment-request/copy';
import { NotFoundView } from './not-found-view';

describe('NotFoundView', () => {
  it('says the request was not found, under the product’s header and footer', () => {
    render(<NotFoundView />);
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't find this payment request." }),
    ).toBeInTheDocument();
    expect(screen.getByText('It likely has been deleted or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('paypage');
    expect(screen.getByRole('link', { name: /paypage/ })).toHaveAttribute(
      'href',
      DEFAULT_REFERRAL_LINK,
    );
  });
});
