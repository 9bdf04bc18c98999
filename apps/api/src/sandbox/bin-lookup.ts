/**
 * `POST /sandbox/adyen/v3/bin/binLookup?token={clientKey}` (docs/widget.md#options): what
 * the sandbox knows of a card's BIN. The BIN arrives only as the number frame's JWE
 * (`encryptedBin`), opened with the API's card keys; the answer names the card's brands (the lead
 * first), each with the card rules' security-code and expiry policies, where the card was issued
 * and whether the Brazilian CPF/CNPJ is asked. The documented BINs (`SANDBOX_TEST_BINS`) answer
 * dual brands, Brazil, Korea, nothing, an unknown brand or a failure; any other BIN answers the
 * one brand the card rules detect. The BIN is never logged or answered.
 */
import { SANDBOX_CLIENT_KEY, SANDBOX_TEST_BINS, type ResponseOf } from '@paypage/contract';
import { answerFromKnownBins } from '@paypage/checkout/rules';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { bodyOf } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { EncryptedFieldError, openField } from './encrypted-fields.ts';

type Answer = ResponseOf<'POST /sandbox/adyen/v3/bin/binLookup'>;

export function binLookupRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/adyen/v3/bin/binLookup',
    bodyOf('POST /sandbox/adyen/v3/bin/binLookup'),
    async (c) => {
      if (c.req.query('token') !== SANDBOX_CLIENT_KEY) {
        throw new ApiError(401, 'The bin lookup needs the client key as ?token=.');
      }
      const body = c.req.valid('json');
      let bin: string;
      try {
        bin = await openField(services.db, 'encryptedBin', body.encryptedBin);
      } catch (error) {
        if (error instanceof EncryptedFieldError) return c.json({ message: error.message }, 422);
        throw error;
      }
      if (!/^[0-9]{6,8}$/.test(bin)) {
        return c.json({ message: 'encryptedBin does not hold 6 to 8 digits.' }, 422);
      }
      const answer = answerFromKnownBins(bin, SANDBOX_TEST_BINS, body.supportedBrands);
      if (answer === 'error') return c.json({ message: 'The bin lookup failed.' }, 500);
      const result: Answer = { ...answer, requestId: body.requestId, brands: [...answer.brands] };
      return c.json(result, 200);
    },
  );
  return routes;
}
