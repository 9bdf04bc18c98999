/**
 * The sandbox bin lookup (docs/widget.md#calls `POST v3/bin/binLookup?token=`) and what the
 * processor asks of its cards: every documented test BIN answers its brands, issuing country and
 * CPF/CNPJ flag from the number frame's encrypted BIN; a dual-brand card pays with either brand
 * and no other; a Korean card needs Korean authentication; a Brazilian one the CPF/CNPJ.
 */
import { SANDBOX_CLIENT_KEY, SANDBOX_TEST_BINS } from '@paypage/contract';
import { binLookupResultSchema } from '@paypage/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptField } from '../../../packages/checkout/src/secured-fields/encrypt.ts';
import { activeCardKey } from '../src/sandbox/card-keys.ts';
import { createRequest, json, startServer, backends, type TestServer } from './support/harness.ts';
import { sealedScheme } from './support/sealed-card.ts';

describe.each(backends())('the sandbox bin lookup on $name', { timeout: 60_000 }, (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(await backend.open(), {
      securedFieldsOrigin: 'http://localhost:3443',
    });
  });
  afterAll(() => server.close());

  async function sealedBin(binValue: string) {
    const { kid, publicJwk } = await activeCardKey(server.services.db);
    const key = { kid, jwk: { kty: 'RSA' as const, n: publicJwk.n ?? '', e: publicJwk.e ?? '' } };
    return encryptField(key, { binValue, generationtime: new Date().toISOString() });
  }

  const lookUp = async (binValue: string, token = SANDBOX_CLIENT_KEY) =>
    server.call(`/api/v1/sandbox/adyen/v3/bin/binLookup?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      json: {
        type: 'card',
        supportedBrands: ['visa', 'mc', 'amex', 'maestro', 'bcmc', 'cartebancaire'],
        encryptedBin: await sealedBin(binValue),
        requestId: 'r1',
      },
    });

  it.each([
    ['403550', ['cartebancaire', 'visa'], 'FR', false],
    ['67034444', ['bcmc', 'maestro'], 'BE', false],
    ['453950', ['visa'], 'BR', true],
    ['45610000', ['visa'], 'KR', false],
    ['499999', [], undefined, false],
    ['410005', ['plastix'], undefined, false],
    ['400002', ['visa', 'accel'], 'US', false],
    ['555534', ['mc'], undefined, false],
  ])('BIN %s answers %j issued in %s (CPF/CNPJ asked: %s)', async (bin, brands, country, ssn) => {
    const response = await lookUp(bin);
    expect(response.status).toBe(200);
    const answer = binLookupResultSchema.parse(await response.json());
    expect(answer.requestId).toBe('r1');
    expect(answer.brands.map((each) => each.brand)).toEqual(brands);
    expect(answer.issuingCountryCode).toBe(country);
    expect(answer.showSocialSecurityNumber).toBe(ssn);
  });

  it('gives each brand its card rules: Bancontact hides the code, Maestro makes it optional', async () => {
    const answer = binLookupResultSchema.parse(await (await lookUp('670344')).json());
    expect(answer.brands).toEqual([
      expect.objectContaining({ brand: 'bcmc', supported: true, cvcPolicy: 'hidden' }),
      expect.objectContaining({ brand: 'maestro', supported: true, cvcPolicy: 'optional' }),
    ]);
    const dual = binLookupResultSchema.parse(await (await lookUp('403550')).json());
    expect(dual.brands[0]).toMatchObject({ brand: 'cartebancaire', panLength: 16 });
    const unknown = binLookupResultSchema.parse(await (await lookUp('410005')).json());
    expect(unknown.brands[0]).toMatchObject({ brand: 'plastix', supported: false });
  });

  it('fails (500) for the failing BIN, 401 without the client key, 422 for a blob it cannot open', async () => {
    expect((await lookUp('400009')).status).toBe(500);
    expect((await lookUp('411111', 'wrong')).status).toBe(401);
    const tampered = await server.call(
      `/api/v1/sandbox/adyen/v3/bin/binLookup?token=${SANDBOX_CLIENT_KEY}`,
      {
        method: 'POST',
        json: { type: 'card', supportedBrands: [], encryptedBin: 'a.b.c.d.e', requestId: 'r' },
      },
    );
    expect(tampered.status).toBe(422);
  });

  it('documents a whole test card for every BIN', () => {
    for (const entry of SANDBOX_TEST_BINS) expect(entry.card.startsWith(entry.bin)).toBe(true);
  });

  async function session() {
    const { token } = await createRequest(server);
    const { organizationId } = await json<{ organizationId: string }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    return json<{ id: string; sessionData: string }>(
      await server.call(`/api/v1/collect/${token}/adyen/session`, {
        method: 'POST',
        json: { organizationId },
      }),
    );
  }

  async function pay(paymentMethod: Record<string, string>, extra: Record<string, unknown> = {}) {
    const { id, sessionData } = await session();
    const response = await server.call(`/api/v1/sandbox/adyen/sessions/${id}/payments`, {
      method: 'POST',
      json: { sessionData, paymentMethod, ...extra },
    });
    return (await response.json()) as { resultCode: string; refusalReason?: string };
  }

  it('pays a dual-brand card with either of its brands, never another', async () => {
    const db = server.services.db;
    const card = { number: '4035501000000008' };
    expect(await pay(await sealedScheme(db, card, { brand: 'visa' }))).toMatchObject({
      resultCode: 'Authorised',
    });
    expect(await pay(await sealedScheme(db, card, { brand: 'cartebancaire' }))).toMatchObject({
      resultCode: 'Authorised',
    });
    expect(await pay(await sealedScheme(db, card, { brand: 'mc' }))).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Brand not on card',
    });
    const bcmc = { number: '6703444444444449', cvc: null };
    expect(await pay(await sealedScheme(db, bcmc, { brand: 'maestro' }))).toMatchObject({
      resultCode: 'Authorised',
    });
  });

  it('pays the Korean card only with the tax number and the encrypted card password', async () => {
    const db = server.services.db;
    const card = { number: '4561000000000003' };
    expect(await pay(await sealedScheme(db, card))).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Korean authentication required',
    });
    const { kid, publicJwk } = await activeCardKey(db);
    const key = { kid, jwk: { kty: 'RSA' as const, n: publicJwk.n ?? '', e: publicJwk.e ?? '' } };
    const encryptedPassword = await encryptField(key, {
      password: '12',
      generationtime: new Date().toISOString(),
    });
    expect(
      await pay(await sealedScheme(db, card, { encryptedPassword, taxNumber: '900131' })),
    ).toMatchObject({ resultCode: 'Authorised' });
  });

  it('pays the Brazilian card only with a CPF/CNPJ', async () => {
    const db = server.services.db;
    const card = { number: '4539500000000001' };
    expect(await pay(await sealedScheme(db, card))).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'CPF/CNPJ required',
    });
    expect(
      await pay(await sealedScheme(db, card), { socialSecurityNumber: '123.456.789-09' }),
    ).toMatchObject({ resultCode: 'Authorised' });
  });
});
