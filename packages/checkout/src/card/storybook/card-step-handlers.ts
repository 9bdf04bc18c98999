/**
 * Story handlers of the card step (alone or in the page): a scenario's handlers behind the card
 * step's own — a card session of another shape, the sandbox processor, the sandbox bank's 3-D
 * Secure page.
 */
import { invoiceRequest } from '../../mocks/fixtures';
import {
  cardSessionHandler,
  SANDBOX_3DS_SERVER_TRANS_ID,
  sandboxCardHandlers,
  type CardSessionOverrides,
} from '../../mocks/sandbox-card';
import { scenario, type ScenarioName } from '../../mocks/scenarios';
import challengePage from './sandbox-challenge-page.html?url&no-inline';

export function cardStepHandlers(
  name: ScenarioName,
  session: CardSessionOverrides = {},
  extra: ReturnType<typeof scenario> = [],
) {
  return () => [
    ...extra,
    cardSessionHandler(invoiceRequest, session),
    ...sandboxCardHandlers({
      api: '*/api/v1',
      isPayable: () => true,
      onAuthorised: () => undefined,
      acsUrl: `${challengePage}?threeDSServerTransID=${SANDBOX_3DS_SERVER_TRANS_ID}`,
    }),
    ...scenario(name),
  ];
}
