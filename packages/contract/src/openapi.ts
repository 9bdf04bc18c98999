/**
 * `@paypage/contract/openapi`: the OpenAPI 3.1 document of `/api/v1`, made from the table of
 * calls (./calls) and its zod schemas through zod's JSON Schema output, with the fixtures as
 * examples. The contract is its one source, so the document says what the API validates and
 * answers; the API serves it at `/api/v1/openapi.json` and renders it at `/docs/api`. What it
 * cannot say (the rules chosen around the shapes) is in docs/api-contract.md.
 */
import * as z from 'zod/mini';
import { registry, toJSONSchema, type $ZodType } from 'zod/v4/core';
import {
  API_CALLS,
  type ApiCall,
  type CallSpec,
  healthSchema,
  openApiDocumentSchema,
  readinessSchema,
} from './calls';
import { REQUEST_EXAMPLES, RESPONSE_EXAMPLES, webhookEventExample } from './fixtures';
import * as contractSchemas from './schemas/index';
import { WEBHOOK_EVENT_TYPES } from './values';

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

const SCHEMAS = '#/components/schemas/';
const ref = (name: string) => ({ $ref: `${SCHEMAS}${name}` });
/** The marker of an input schema's references until its final name is known. */
const INPUT_MARK = '~input';

/** The tags, in the order a reader meets them, and the paths each holds. */
const TAGS = [
  {
    name: 'Merchant API',
    prefixes: ['/merchant/'],
    description:
      'A business’s own calls, with a secret API key (`npm run keys -- create --name shop`): ' +
      'create, read, list, cancel and expire payment requests, and receive webhooks.',
  },
  {
    name: 'Payer page',
    prefixes: ['/collect/', '/email-tracking/', '/plaid/', '/client-info', '/files/', '/datasets/'],
    description:
      'What the payer’s page calls. A payment request’s token is its capability: these calls ' +
      'take no key.',
  },
  {
    name: 'Card widget',
    prefixes: ['/adyen/', '/sandbox/adyen/', '/sandbox/3ds/', '/sandbox/issuer', '/widget/'],
    description:
      'The card widget’s session calls: the sandbox card processor (sandbox mode only), ' +
      'Apple Pay’s merchant validation, and the result of a processor’s session the widget ' +
      'paid in the `test` or `live` environment.',
  },
  {
    name: 'Sandbox',
    prefixes: ['/sandbox/'],
    description:
      'Sandbox mode only (404 in production): the scenario API that makes test requests and ' +
      'forces their status, and the sandbox bank’s sign-in.',
  },
  {
    name: 'Provider webhooks',
    prefixes: ['/webhooks/'],
    description:
      'What the payment providers send in production mode, each only while that provider is ' +
      'configured. The body is the provider’s own (see its API reference); a delivery is acted ' +
      'on only once its signature verifies, and once however often it comes.',
  },
  {
    name: 'Service',
    prefixes: ['/health', '/openapi.json'],
    description: 'Health and readiness of the server, and this document.',
  },
  {
    name: 'Webhooks',
    prefixes: [],
    description:
      'What paypage sends to the endpoint of a merchant key when a request changes status.',
  },
] as const;

/** Descriptions of the path parameters. */
const PATH_PARAMETERS: Record<string, string> = {
  token:
    'The payment request’s token (16–64 base64url characters; any other is answered 404 like an unknown one).',
  id: 'The id of the card session (`CS…`) or of the webhook event (`evt_…`).',
  trackingToken: 'The tracking token of the e-mail’s link.',
  file: 'The file’s name: `{locale}.json` for a dataset, `{token}.pdf` for an invoice.',
  country: 'An ISO 3166-1 alpha-2 country code.',
  fileKey: 'The attachment’s key (`att_…`).',
  fileName: 'The attachment’s name (names the saved file only).',
  checkoutAttemptId: 'The checkout attempt the widget’s analytics began (`ca_…`).',
};

const isSchema = (value: unknown): value is $ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** `merchantCreateRequestSchema` → `MerchantCreateRequest`. */
const componentName = (exportName: string) =>
  exportName.replace(/Schema$/, '').replace(/^./, (first) => first.toUpperCase());

/** The OpenAPI path of a call's path: `:token` → `{token}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** `POST /merchant/payment-requests/:token/cancel` → `postMerchantPaymentRequestsByTokenCancel`. */
function operationId(call: ApiCall): string {
  const [method, path] = call.split(' ') as [string, string];
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-._]/),
    );
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

/** Every schema a call names, with its component name: the contract's export, else the call's. */
function namedSchemas(): Map<$ZodType, string> {
  const named = new Map<$ZodType, string>();
  const exported = {
    ...contractSchemas,
    healthSchema,
    readinessSchema,
    openApiDocumentSchema,
  } as Record<string, unknown>;
  for (const [name, value] of Object.entries(exported)) {
    if (isSchema(value) && !named.has(value)) named.set(value, componentName(name));
  }
  for (const [call, spec] of Object.entries(API_CALLS) as [ApiCall, CallSpec][]) {
    const base = componentName(operationId(call));
    if (spec.body && !named.has(spec.body)) named.set(spec.body, `${base}Body`);
    if (spec.response && !named.has(spec.response)) named.set(spec.response, `${base}Answer`);
  }
  return named;
}

/**
 * A JSON Schema of zod's: an answer (`output`) is what a server sends, every field present; a
 * body (`input`) what a client may send, defaults optional. An answer's plain object is open to
 * new fields (a client drops the ones it does not know); a strict body's is closed.
 */
const jsonSchemaOptions = (io: Io) => ({
  io,
  target: 'draft-2020-12' as const,
  // Refinements (a JWE's form, a real calendar date) have no JSON Schema: the rest is kept.
  unrepresentable: 'any' as const,
  override: ({ zodSchema, jsonSchema }: { zodSchema: $ZodType; jsonSchema: Json }) => {
    const def = zodSchema._zod.def as { type: string; catchall?: unknown };
    if (io === 'output' && def.type === 'object' && def.catchall === undefined) {
      delete jsonSchema.additionalProperties;
    }
  },
});

/** The components of every named schema, read one way (`io`); references end in `suffix`. */
function componentsOf(named: Map<$ZodType, string>, io: Io, suffix: string): Record<string, Json> {
  const byId = registry<{ id: string }>();
  for (const [schema, id] of named) byId.add(schema, { id });
  const { schemas } = toJSONSchema(byId, {
    ...jsonSchemaOptions(io),
    uri: (id) => `${SCHEMAS}${id}${suffix}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Json;
      return [id, rest];
    }),
  );
}

/**
 * The components: every schema as answered, and as sent where that differs (named `…Input`:
 * defaults optional), so that a schema read both ways keeps one name where it can.
 */
function components(named: Map<$ZodType, string>) {
  const output = componentsOf(named, 'output', '');
  const input = componentsOf(named, 'input', INPUT_MARK);
  const text = (id: string) => JSON.stringify(input[id]);
  const differs = new Set(
    Object.keys(input).filter(
      (id) => text(id).replaceAll(`${INPUT_MARK}"`, '"') !== JSON.stringify(output[id]),
    ),
  );
  // A schema holding one that differs differs too.
  for (let grew = true; grew;) {
    grew = false;
    for (const id of Object.keys(input)) {
      if (differs.has(id)) continue;
      if ([...differs].some((other) => text(id).includes(`"${SCHEMAS}${other}${INPUT_MARK}"`))) {
        differs.add(id);
        grew = true;
      }
    }
  }
  const names = new Set(Object.keys(output));
  const inputNames = new Map<string, string>();
  const inputName = (id: string) => {
    if (!differs.has(id)) return id;
    let name = inputNames.get(id);
    if (name === undefined) {
      // `…Input`, unless the contract has a schema of that name (`AchDetailsInput` is the
      // scenario API's body field): then `…AsSent`.
      name = [`${id}Input`, `${id}AsSent`].find((candidate) => !names.has(candidate));
      if (name === undefined) throw new Error(`No free name for the input of ${id}`);
      names.add(name);
      inputNames.set(id, name);
    }
    return name;
  };
  const all: Record<string, Json> = { ...output };
  for (const id of [...differs].sort()) {
    all[inputName(id)] = JSON.parse(
      text(id).replace(
        new RegExp(`"${SCHEMAS}([^"]+)${INPUT_MARK}"`, 'g'),
        (_match, name: string) => `"${SCHEMAS}${inputName(name)}"`,
      ),
    ) as Json;
  }
  return { schemas: all, inputName };
}

/** The query parameters of a call, from its schema. */
function queryParameters(schema: z.ZodMiniType): Json[] {
  const json = toJSONSchema(schema, jsonSchemaOptions('input')) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key (1–255 visible ASCII characters) with the same body answers ' +
    'the first answer again; with another body, 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** The success answer of a call. */
function successOf(call: ApiCall, spec: CallSpec, name: (schema: z.ZodMiniType) => string) {
  const examples = RESPONSE_EXAMPLES as Partial<Record<ApiCall, unknown>>;
  if (spec.response) {
    return {
      description: 'OK',
      content: {
        'application/json': {
          schema: ref(name(spec.response)),
          ...(call in examples ? { example: examples[call] } : {}),
        },
      },
    };
  }
  switch (spec.answers) {
    case 'no content':
      return { description: 'Done: no content.' };
    case 'redirect':
      return {
        description: 'A redirect.',
        headers: { Location: { description: 'Where to go.', schema: { type: 'string' } } },
      };
    case 'pdf':
      return { description: 'The PDF.', content: { 'application/pdf': {} } };
    case 'file':
      return { description: 'The file, with its own content type.', content: { '*/*': {} } };
    case 'html':
      return {
        description: 'An HTML page.',
        content: { 'text/html': { schema: { type: 'string' } } },
      };
    case 'script':
      return {
        description: 'A script.',
        content: { 'text/javascript': { schema: { type: 'string' } } },
      };
    case 'accepted':
      return {
        description:
          'Taken: the answer Adyen’s standard webhook expects (anything else is retried).',
        content: { 'text/plain': { schema: { type: 'string', const: '[accepted]' } } },
      };
    default:
      throw new Error(`${call} answers nothing the document can say`);
  }
}

/** The operation of a call. */
function operationOf(
  call: ApiCall,
  spec: CallSpec,
  names: { output: (schema: z.ZodMiniType) => string; input: (schema: z.ZodMiniType) => string },
): Json {
  const path = call.split(' ')[1]!;
  const tag = TAGS.find((candidate) =>
    candidate.prefixes.some((prefix: string) => path.startsWith(prefix)),
  )!;
  const parameters = [
    ...[...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      ...(PATH_PARAMETERS[name!] ? { description: PATH_PARAMETERS[name!] } : {}),
      schema: { type: 'string' },
    })),
    ...(spec.query ? queryParameters(spec.query) : []),
    ...(spec.idempotent ? [idempotencyKeyParameter] : []),
    ...(spec.providerWebhook?.signatureHeader
      ? [
          {
            name: spec.providerWebhook.signatureHeader,
            in: 'header',
            required: true,
            description: `${spec.providerWebhook.provider}’s signature of the raw body.`,
            schema: { type: 'string' },
          },
        ]
      : []),
  ];
  const examples = REQUEST_EXAMPLES as Partial<Record<ApiCall, unknown>>;
  const requestBody = spec.body
    ? {
        // A call whose schema takes no body at all (every default applies) may send none.
        required: !z.safeParse(spec.body, undefined).success,
        content: {
          'application/json': {
            schema: ref(names.input(spec.body)),
            ...(call in examples ? { example: examples[call] } : {}),
          },
        },
      }
    : spec.form
      ? {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        }
      : spec.providerWebhook
        ? {
            required: true,
            description:
              `${spec.providerWebhook.provider}’s own event, as its API reference shows` +
              (spec.providerWebhook.signatureHeader
                ? '.'
                : ': every notification item carries its HMAC signature ' +
                  '(`additionalData.hmacSignature`); one that does not verify refuses the whole ' +
                  'delivery (401) and nothing is applied.'),
            content: { 'application/json': { schema: { type: 'object' } } },
          }
        : undefined;
  const success = spec.status ?? (spec.answers === 'no content' ? 204 : 200);
  const scenario = path.startsWith('/sandbox/payment-requests');
  return {
    operationId: operationId(call),
    summary: spec.summary,
    tags: [tag.name],
    ...(spec.merchant
      ? { security: [{ merchantKey: [] }] }
      : scenario
        ? { security: [{}, { sandboxKey: [] }] }
        : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [success]: successOf(call, spec, names.output),
      ...(spec.merchant ? { 401: { $ref: '#/components/responses/Unauthorized' } } : {}),
      ...(spec.rateLimited ? { 429: { $ref: '#/components/responses/TooManyRequests' } } : {}),
      '4XX': { $ref: '#/components/responses/Error' },
      '5XX': { $ref: '#/components/responses/Error' },
    },
  };
}

/** The names of the components `json` refers to, and of those they refer to. */
function usedComponents(json: unknown, schemas: Record<string, Json>): Set<string> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!)) continue;
      used.add(name!);
      visit(schemas[name!]);
    }
  };
  visit(json);
  return used;
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** The OpenAPI 3.1 document of every call of `/api/v1`, and of the webhooks paypage sends. */
export function openApiDocument() {
  const named = namedSchemas();
  const { schemas, inputName } = components(named);
  const names = {
    output: (schema: z.ZodMiniType) => named.get(schema)!,
    input: (schema: z.ZodMiniType) => inputName(named.get(schema)!),
  };
  const paths: Record<string, Record<string, Json>> = {};
  for (const [call, spec] of Object.entries(API_CALLS) as [ApiCall, CallSpec][]) {
    const [method, path] = call.split(' ') as [string, string];
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operationOf(call, spec, names);
  }
  const responses = {
    Error: {
      description: 'Refused or failed: `{ message }` says why (never a stack trace).',
      content: { 'application/json': { schema: ref(named.get(contractSchemas.errorBodySchema)!) } },
    },
    Unauthorized: {
      description: 'No secret API key, or one that is unknown or revoked.',
      headers: {
        'WWW-Authenticate': {
          description: '`Bearer realm="paypage"`',
          schema: { type: 'string' },
        },
      },
      content: { 'application/json': { schema: ref(named.get(contractSchemas.errorBodySchema)!) } },
    },
    TooManyRequests: {
      description: 'Over a rate limit: wait `Retry-After` seconds, then try again.',
      headers: {
        'Retry-After': {
          description: 'Seconds to wait (the same as the body’s `retryAfterSeconds`).',
          required: true,
          schema: { type: 'integer', minimum: 1 },
        },
      },
      content: {
        'application/json': {
          schema: ref(named.get(contractSchemas.tooManyRequestsBodySchema)!),
        },
      },
    },
  };
  const webhooks = {
    paymentRequestEvent: {
      post: {
        operationId: 'paymentRequestEvent',
        summary: 'A payment request changed status',
        description:
          `Sent to the endpoint of each of the account’s keys, with \`type\` one of ` +
          `${WEBHOOK_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')}. ` +
          'Verify the signature over the raw body with the endpoint’s signing secret ' +
          '(`verifyPaypageSignature` of `@paypage/contract/webhooks`), answer 2xx within 10 s, ' +
          'and act once per event id. Any other answer is retried with backoff for about a day.',
        tags: ['Webhooks'],
        parameters: [
          {
            name: 'Paypage-Signature',
            in: 'header',
            required: true,
            description:
              '`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`; several ' +
              '`v1` while a secret is rotated.',
            schema: { type: 'string' },
          },
          {
            name: 'Paypage-Event-Id',
            in: 'header',
            required: true,
            description: 'The event’s id, the same on every attempt: deduplicate by it.',
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: ref(named.get(contractSchemas.webhookEventPayloadSchema)!),
              example: webhookEventExample,
            },
          },
        },
        responses: {
          '2XX': { description: 'Delivered.' },
          '4XX': { description: 'Not delivered (a signature that does not verify): retried.' },
          '5XX': { description: 'Not delivered: retried.' },
        },
      },
    },
  };
  const used = usedComponents({ paths, webhooks, responses }, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'paypage API',
      version: '1.0.0',
      summary: 'A hosted payment page’s API: the payer’s calls, the merchant API and the sandbox.',
      description:
        'Made from the wire contract (`packages/contract`): every body is validated with the ' +
        'schema shown here, and every answer has its shape. JSON bodies must be sent as ' +
        '`application/json` (else 415) and be at most 64 KB (else 413). Amounts are integer ' +
        'minor units (cents); timestamps ISO 8601 in UTC. The rules chosen around these shapes ' +
        '(status changes, rate limits, the sandbox’s test data) are in the repository’s ' +
        '`docs/api-contract.md`.',
    },
    servers: [{ url: '/api/v1' }],
    security: [],
    tags: TAGS.map(({ name, description }) => ({ name, description })),
    paths,
    webhooks,
    components: {
      schemas: Object.fromEntries(
        Object.keys(schemas)
          .filter((name) => used.has(name))
          .sort()
          .map((name) => [name, schemas[name]!]),
      ),
      responses,
      securitySchemes: {
        merchantKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A secret API key `pp_sk_…` (`npm run keys -- create --name <account>`). A key sees ' +
            'only its account’s requests.',
        },
        sandboxKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The scenario API’s key (`SANDBOX_KEY`), needed when the sandbox listens beyond ' +
            'loopback; on loopback the scenario API is open.',
        },
      },
    },
  };
}
