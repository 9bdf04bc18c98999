/**
 * The Plaid Link adapter: react-plaid-link's embedded Link in the bank-link interface. A lazy
 * chunk, loaded only for a Plaid link token. Plaid's script comes from Plaid at run time; when it
 * cannot be loaded (blocked, offline, too slow) the adapter exits with a connection error and the
 * step shows 'We are having issues connecting with Plaid'.
 */
import * as React from 'react';
import { PlaidEmbeddedLink } from 'react-plaid-link';
import { BANK_LINK_HEIGHT_PX } from '../../payment-request/bank-link';
import { connectionError, type BankLinkProps } from '../bank-link-types';
import { plaidEvent, plaidExit, plaidSuccessResult } from './plaid-mapping';
import { loadPlaidScript } from './plaid-script';

type ScriptState = 'loading' | 'ready' | 'failed';

/** Callbacks that keep one identity (embedded Link is rebuilt whenever a callback changes). */
function useStableCallbacks(props: BankLinkProps) {
  const latest = React.useRef(props);
  React.useLayoutEffect(() => {
    latest.current = props;
  });
  return React.useMemo(
    () => ({
      onSuccess: (...args: Parameters<typeof plaidSuccessResult>) =>
        latest.current.onSuccess(plaidSuccessResult(...args)),
      onExit: (...args: Parameters<typeof plaidExit>) => latest.current.onExit(plaidExit(...args)),
      onEvent: (...args: Parameters<typeof plaidEvent>) =>
        latest.current.onEvent?.(plaidEvent(...args)),
      onLoad: () => latest.current.onLoad?.(),
      onFailed: (message: string) =>
        latest.current.onExit(connectionError('SCRIPT_LOAD_FAILED', message)),
    }),
    [],
  );
}

export function PlaidBankLink(props: BankLinkProps) {
  const callbacks = useStableCallbacks(props);
  const [script, setScript] = React.useState<ScriptState>('loading');

  React.useEffect(() => {
    let current = true;
    loadPlaidScript().then(
      () => {
        if (current) setScript('ready');
      },
      (error: unknown) => {
        if (!current) return;
        setScript('failed');
        callbacks.onFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [callbacks]);

  return (
    <div data-slot="plaid-bank-link" data-state={script} className="h-full w-full">
      {script === 'ready' ? (
        <PlaidEmbeddedLink
          token={props.linkToken}
          onSuccess={callbacks.onSuccess}
          onExit={callbacks.onExit}
          onEvent={callbacks.onEvent}
          onLoad={callbacks.onLoad}
          className="w-full overflow-hidden rounded-lg"
          style={{ height: BANK_LINK_HEIGHT_PX }}
        />
      ) : null}
    </div>
  );
}

export default PlaidBankLink;
