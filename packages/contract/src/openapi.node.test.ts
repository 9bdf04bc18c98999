import { describe, expect, it } from 'vitest';
import { API_CALLS, type ApiCall } from './calls';
import { merchantInvoiceRequest, webhookEventExample } from './fixtures';
import { openApiDocument } from './openapi';

type Operation = {
  operationId: string;
  summary: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { schema?: unknown }>; headers?: object }
  >;
};

const document = openApiDocument();
const calls = Object.keys(API_CALLS) as ApiCall[];

function operationOf(call: ApiCall): Operation {
  const [method, path] = call.split(' ') as [string, string];
  const openApiPath = path.replace(/:([A-Za-z]+)/g, '{$1}');
  const operation = (document.paths[openApiPath] as Record<string, Operation> | undefined)?.[
    method.toLowerCase()
  ];
  if (!operation) throw new Error(`${call} is not in the document`);
  return operation;
}

/** A schema with its `$ref`s to the document's components resolved (one level at a time). */
function resolve(schema: unknown): unknown {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  if (!ref) return schema;
  const name = ref.replace('#/components/schemas/', '');
  return resolve(document.components.schemas[name]);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 of /api/v1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
  });

  it('holds every call of the contract, and nothing else', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      calls.map((call) => call.replace(/:([A-Za-z]+)/g, '{$1}')).sort(),
    );
  });

  it.each(calls)('%s has its summary, unique id, path parameters and errors', (call) => {
    const operation = operationOf(call);
    expect(operation.summary).toBe(API_CALLS[call].summary);
    const params = [...call.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
    expect((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(
      params,
    );
    expect(operation.responses['4XX']).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('gives operations unique ids', () => {
    const ids = calls.map((call) => operationOf(call).operationId);
    expect(new Set(ids).size).toBe(calls.length);
  });

  it('names the merchant API’s bearer key on its calls, and on no other', () => {
    expect(document.components.securitySchemes.merchantKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const call of calls) {
      const security = operationOf(call).security;
      if ('merchant' in API_CALLS[call]) {
        expect(security, call).toEqual([{ merchantKey: [] }]);
        expect(operationOf(call).responses['401'], call).toEqual({
          $ref: '#/components/responses/Unauthorized',
        });
      } else {
        expect(JSON.stringify(security ?? []), call).not.toContain('merchantKey');
      }
    }
  });

  it('answers 429 with Retry-After where a rate limit counts, and only there', () => {
    expect(document.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    for (const call of calls) {
      const tooMany = operationOf(call).responses['429'];
      if ('rateLimited' in API_CALLS[call]) {
        expect(tooMany, call).toEqual({ $ref: '#/components/responses/TooManyRequests' });
      } else expect(tooMany, call).toBeUndefined();
    }
  });

  it('takes Idempotency-Key where the API reads it', () => {
    for (const call of calls) {
      const names = (operationOf(call).parameters ?? []).map((p) => p.name);
      expect(names.includes('Idempotency-Key'), call).toBe('idempotent' in API_CALLS[call]);
    }
  });

  it('documents the merchant API’s query parameters from their schemas', () => {
    const list = operationOf('GET /merchant/payment-requests');
    expect(list.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
      'limit',
      'cursor',
      'status',
    ]);
  });

  it('answers with the contract’s schemas, as a server sends them', () => {
    const created = operationOf('POST /merchant/payment-requests');
    const answer = created.responses['201']?.content?.['application/json']?.schema;
    expect(answer).toEqual({ $ref: '#/components/schemas/MerchantPaymentRequest' });
    const schema = resolve(answer) as { required: string[]; properties: object };
    // Every field of an answer is sent (a `null` default is still sent as null).
    expect([...schema.required].sort()).toEqual(Object.keys(merchantInvoiceRequest).sort());
    // A client ignores fields it does not know: answers are open to additions.
    expect(schema).not.toHaveProperty('additionalProperties');
  });

  it('refuses unknown fields of a merchant body, as the API does', () => {
    const body = operationOf('POST /merchant/payment-requests').requestBody;
    expect(body?.required).toBe(true);
    const schema = resolve(body?.content['application/json']?.schema) as {
      required: string[];
      additionalProperties: unknown;
    };
    expect(schema.additionalProperties).toBe(false);
    expect([...schema.required].sort()).toEqual([
      'amountInCents',
      'merchant',
      'paymentMethod',
      'requester',
    ]);
  });

  it('makes a body optional where the API takes none (every default applies)', () => {
    expect(operationOf('POST /sandbox/payment-requests').requestBody?.required).toBe(false);
  });

  it('describes the webhook the merchant receives, with its signature headers', () => {
    const hook = document.webhooks.paymentRequestEvent.post as Operation;
    expect(hook.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/WebhookEventPayload',
    });
    expect(hook.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['Paypage-Signature', 'header', true],
      ['Paypage-Event-Id', 'header', true],
    ]);
    const payload = resolve(hook.requestBody?.content['application/json']?.schema) as {
      required: string[];
    };
    expect([...payload.required].sort()).toEqual(Object.keys(webhookEventExample).sort());
  });

  it('keeps only the components it uses', () => {
    const text = JSON.stringify({ ...document, components: undefined });
    const used = new Set<string>();
    const visit = (json: string) => {
      for (const [, name] of json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
        if (used.has(name!)) continue;
        used.add(name!);
        visit(JSON.stringify(document.components.schemas[name!]));
      }
    };
    visit(text);
    visit(JSON.stringify(document.components.responses));
    expect(Object.keys(document.components.schemas).sort()).toEqual([...used].sort());
  });

  it('is built the same each time (the server caches one)', () => {
    expect(JSON.stringify(openApiDocument())).toBe(JSON.stringify(document));
  });
});
