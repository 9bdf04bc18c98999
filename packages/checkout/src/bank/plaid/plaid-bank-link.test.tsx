import { act, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as React from 'react';
import type { PlaidEmbeddedLinkPropTypes } from 'react-plaid-link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankLinkProps } from '../bank-link-types';
import { PlaidBankLink } from './plaid-bank-link';
import { loadPlaidScript, PLAID_LINK_SCRIPT_URL } from './plaid-script';
import type * as PlaidScript from './plaid-script';

vi.mock('react-plaid-link', () => ({
  PlaidEmbeddedLink: vi.fn((props: PlaidEmbeddedLinkPropTypes) => (
    <div data-testid="plaid-embedded-link" data-token={props.token ?? ''} />
  )),
}));

vi.mock('./plaid-script', async (importOriginal) => ({
  ...(await importOriginal<typeof PlaidScript>()),
  loadPlaidScript: vi.fn(() => Promise.resolve()),
}));

const { PlaidEmbeddedLink } = await import('react-plaid-link');
const embedded = vi.mocked(PlaidEmbeddedLink);

/** The props embedded Link was last rendered with. */
const lastOptions = () => embedded.mock.calls.at(-1)?.[0] as PlaidEmbeddedLinkPropTypes;

function props(overrides: Partial<BankLinkProps> = {}): BankLinkProps {
  return {
    linkToken: 'link-sandbox-4f2c9e1a-7b3d-4c8e-9a6f-1d2e3f4a5b6c',
    onSuccess: vi.fn(),
    onExit: vi.fn(),
    onEvent: vi.fn(),
    onLoad: vi.fn(),
    ...overrides,
  };
}

const accounts = [
  {
    id: 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp',
    name: 'Plaid Checking',
    mask: '0000',
    type: 'depository',
    subtype: 'checking',
    verification_status: null,
    class_type: null,
  },
  {
    id: 'dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK',
    name: 'Plaid Saving',
    mask: '1111',
    type: 'depository',
    subtype: 'savings',
    verification_status: null,
    class_type: null,
  },
];

beforeEach(() => {
  embedded.mockClear();
  vi.mocked(loadPlaidScript).mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  vi.mocked(loadPlaidScript).mockReset();
});

describe('PlaidBankLink (react-plaid-link mocked)', () => {
  it('renders embedded Link with the link token at the widget’s height once Plaid’s script is there', async () => {
    render(<PlaidBankLink {...props()} />);
    expect(screen.queryByTestId('plaid-embedded-link')).toBeNull();
    expect(await screen.findByTestId('plaid-embedded-link')).toHaveAttribute(
      'data-token',
      'link-sandbox-4f2c9e1a-7b3d-4c8e-9a6f-1d2e3f4a5b6c',
    );
    const options = lastOptions();
    expect(options.token).toBe('link-sandbox-4f2c9e1a-7b3d-4c8e-9a6f-1d2e3f4a5b6c');
    expect(options.style).toEqual({ height: 263 });
    expect(options).toEqual(
      expect.objectContaining({
        onSuccess: expect.any(Function),
        onExit: expect.any(Function),
        onEvent: expect.any(Function),
        onLoad: expect.any(Function),
      }),
    );
    // No redirect URI: OAuth institutions that redirect are not supported in the embedded step.
    expect(options.receivedRedirectUri).toBeUndefined();
    expect(loadPlaidScript).toHaveBeenCalledTimes(1);
  });

  it('maps onSuccess to the linked bank result (first account first)', async () => {
    const onSuccess = vi.fn();
    render(<PlaidBankLink {...props({ onSuccess })} />);
    await screen.findByTestId('plaid-embedded-link');
    act(() =>
      lastOptions().onSuccess('public-sandbox-8e1f0c3a', {
        institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
        accounts,
        link_session_id: 'a4c1b2d3-session',
      }),
    );
    expect(onSuccess).toHaveBeenCalledWith({
      publicToken: 'public-sandbox-8e1f0c3a',
      metadata: {
        accounts: [
          { id: accounts[0]!.id, mask: '0000', subtype: 'checking', name: 'Plaid Checking' },
          { id: accounts[1]!.id, mask: '1111', subtype: 'savings', name: 'Plaid Saving' },
        ],
        institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
      },
    });
  });

  it('maps onExit: no error → the payer left; an error → Plaid’s code, type and message', async () => {
    const onExit = vi.fn();
    render(<PlaidBankLink {...props({ onExit })} />);
    await screen.findByTestId('plaid-embedded-link');
    const metadata = {
      institution: null,
      status: 'institution_not_found',
      link_session_id: 'a4c1b2d3-session',
      request_id: 'req-1',
    };
    act(() => lastOptions().onExit?.(null, metadata));
    expect(onExit).toHaveBeenLastCalledWith({ error: null });
    act(() =>
      lastOptions().onExit?.(
        {
          error_type: 'INSTITUTION_ERROR',
          error_code: 'INSTITUTION_DOWN',
          error_message: 'this institution is not currently responding to this request',
          display_message: 'This financial institution is not currently responding.',
        },
        metadata,
      ),
    );
    expect(onExit).toHaveBeenLastCalledWith({
      error: {
        code: 'INSTITUTION_DOWN',
        type: 'INSTITUTION_ERROR',
        message: 'This financial institution is not currently responding.',
      },
    });
  });

  it('maps onEvent and onLoad', async () => {
    const onEvent = vi.fn();
    const onLoad = vi.fn();
    render(<PlaidBankLink {...props({ onEvent, onLoad })} />);
    await screen.findByTestId('plaid-embedded-link');
    act(() => lastOptions().onLoad?.());
    expect(onLoad).toHaveBeenCalledTimes(1);
    act(() =>
      lastOptions().onEvent?.('SELECT_INSTITUTION', {
        account_number_mask: null,
        error_type: null,
        error_code: null,
        error_message: null,
        exit_status: null,
        institution_id: 'ins_109508',
        institution_name: 'First Platypus Bank',
        institution_search_query: null,
        is_update_mode: null,
        match_reason: null,
        mfa_type: null,
        routing_number: null,
        view_name: 'SELECT_INSTITUTION',
        selection: null,
        timestamp: '2026-11-22T15:04:05.000Z',
        link_session_id: 'a4c1b2d3-session',
        request_id: 'req-2',
      }),
    );
    expect(onEvent).toHaveBeenCalledWith({
      name: 'SELECT_INSTITUTION',
      viewName: 'SELECT_INSTITUTION',
      institutionId: 'ins_109508',
      institutionName: 'First Platypus Bank',
      errorCode: null,
    });
  });

  it('keeps its callbacks’ identity across renders (embedded Link is rebuilt when they change)', async () => {
    const first = props();
    const { rerender } = render(<PlaidBankLink {...first} />);
    await screen.findByTestId('plaid-embedded-link');
    const before = lastOptions();
    const onSuccess = vi.fn();
    rerender(<PlaidBankLink {...first} onSuccess={onSuccess} />);
    const after = lastOptions();
    expect(after.onSuccess).toBe(before.onSuccess);
    expect(after.onExit).toBe(before.onExit);
    expect(after.onEvent).toBe(before.onEvent);
    // …and call the latest one.
    act(() =>
      after.onSuccess('public-sandbox-1', {
        institution: null,
        accounts: [],
        link_session_id: 's',
      }),
    );
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(first.onSuccess).not.toHaveBeenCalled();
  });

  it('exits with a connection error when Plaid’s script cannot be loaded', async () => {
    vi.mocked(loadPlaidScript).mockRejectedValue(new Error('Plaid Link could not be loaded'));
    const onExit = vi.fn();
    const { container } = render(
      <React.StrictMode>
        <PlaidBankLink {...props({ onExit })} />
      </React.StrictMode>,
    );
    await waitFor(() =>
      expect(onExit).toHaveBeenCalledWith({
        error: {
          code: 'SCRIPT_LOAD_FAILED',
          type: 'CONNECTION_ERROR',
          message: 'Plaid Link could not be loaded',
        },
      }),
    );
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(embedded).not.toHaveBeenCalled();
    expect(container.querySelector('[data-slot="plaid-bank-link"]')).toHaveAttribute(
      'data-state',
      'failed',
    );
  });
});

describe('the script URL', () => {
  it('is the one react-plaid-link looks for (so it finds the script already loaded)', () => {
    const require = createRequire(import.meta.url);
    const bundle = readFileSync(require.resolve('react-plaid-link'), 'utf8');
    expect(bundle).toContain(`'${PLAID_LINK_SCRIPT_URL}'`);
  });
});
