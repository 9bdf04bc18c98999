/**
 * `npm run keys -- create --name shop [--webhook-url https://…] [--embed-origin https://…]… |
 * list | revoke <id> | embed-origins <id> [origin…]`: the merchant API's secret keys (and a key's
 * webhook endpoint, its signing secret shown once, and the pages that may embed its card widget), on
 * the database the server is configured with (DATABASE_URL, else PGlite in DATA_DIR: stop the
 * server first, PGlite is one process's database).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { describeDatabase } from './db/describe.ts';
import { migrate } from './db/migrations.ts';
import { openDatabase } from './server.ts';
import { setKeyWebhook } from './db/webhooks.ts';
import { checkEmbedOrigins, setKeyEmbedOrigins } from './merchant/embed-origins.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './merchant/keys.ts';
import {
  checkWebhookTarget,
  checkWebhookUrl,
  newSigningSecret,
  resolveAll,
  sealSecret,
} from './webhooks/endpoints.ts';
import { defaultWebhookConfig, endpointPolicy } from './webhooks/sender.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const USAGE = `Usage: npm run keys -- create --name <name> [--webhook-url <https URL>] [--embed-origin <origin>]…
       npm run keys -- list
       npm run keys -- revoke <id>
       npm run keys -- embed-origins <id> [<origin>…]   (sets the pages that may embed the key's widget; none: clears them)`;

/** Every value after `flag` in `args` (a repeatable option). */
const valuesOf = (args: readonly string[], flag: string) =>
  args.flatMap((arg, index) => (arg === flag ? [args[index + 1] ?? ''] : []));

export async function runKeys(args: string[], print: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  if (!['create', 'list', 'revoke', 'embed-origins'].includes(command ?? '')) {
    print(USAGE);
    return 2;
  }
  const nameAt = rest.indexOf('--name');
  const name = nameAt >= 0 ? rest[nameAt + 1] : undefined;
  const urlAt = rest.indexOf('--webhook-url');
  const webhookUrl = urlAt >= 0 ? (rest[urlAt + 1] ?? '') : undefined;
  if (command === 'create' && !name) {
    print(USAGE);
    return 2;
  }
  if ((command === 'revoke' || command === 'embed-origins') && !rest[0]) {
    print(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, repoRoot, '');
  print(`Database: ${describeDatabase(config, process.cwd())}`);
  const policy = endpointPolicy({
    ...defaultWebhookConfig,
    ...config.webhooks,
    allowLoopback: config.mode === 'sandbox',
  });
  const checkedUrl =
    webhookUrl === undefined
      ? undefined
      : config.mode === 'production'
        ? await checkWebhookTarget(webhookUrl, policy, resolveAll)
        : checkWebhookUrl(webhookUrl, policy);
  if (checkedUrl && 'error' in checkedUrl) {
    print(`--webhook-url: ${checkedUrl.error}`);
    return 1;
  }
  const origins = checkEmbedOrigins(
    command === 'embed-origins' ? rest.slice(1) : valuesOf(rest, '--embed-origin'),
    config.mode,
  );
  if ('error' in origins) {
    print(`${command === 'embed-origins' ? 'embed-origins' : '--embed-origin'}: ${origins.error}`);
    return 1;
  }
  const db = await openDatabase({ ...config, reset: false });
  try {
    await migrate(db);
    if (command === 'create') {
      const key = await createApiKey(db, name!);
      print(`Created ${key.id} (${key.name}). The secret key is shown this once; keep it secret:`);
      print(key.secret);
      if (checkedUrl) {
        const signingSecret = newSigningSecret();
        const sealedSecret = sealSecret(signingSecret, config.webhooks?.secretKey);
        await setKeyWebhook(db, key.id, { url: checkedUrl.url, sealedSecret });
        print(`Its webhooks go to ${checkedUrl.url}, signed with this secret (shown this once):`);
        print(signingSecret);
      }
      if (origins.origins.length > 0) {
        await setKeyEmbedOrigins(db, key.id, origins.origins);
        print(`Its card widget may be embedded by ${origins.origins.join(' ')}`);
      }
    } else if (command === 'embed-origins') {
      if (!(await setKeyEmbedOrigins(db, rest[0]!, origins.origins))) {
        print(`No live key ${rest[0]}.`);
        return 1;
      }
      print(
        origins.origins.length > 0
          ? `${rest[0]}'s card widget may be embedded by ${origins.origins.join(' ')}`
          : `${rest[0]}'s card widget may be embedded by no page of its own (only SECURED_FIELDS_PARENTS).`,
      );
    } else if (command === 'list') {
      const keys = await listApiKeys(db);
      if (keys.length === 0) print('No keys yet: npm run keys -- create --name <name>');
      for (const key of keys) {
        const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active';
        const webhook = key.webhookUrl ? `  webhook ${key.webhookUrl}` : '';
        const embed = key.embedOrigins.length > 0 ? `  embed ${key.embedOrigins.join(' ')}` : '';
        print(
          `${key.id}  ${key.name}  ${key.hint}  created ${key.createdAt.toISOString()}  ${state}${webhook}${embed}`,
        );
      }
    } else {
      const result = await revokeApiKey(db, rest[0]!);
      print(
        {
          revoked: `Revoked ${rest[0]}.`,
          'already-revoked': `${rest[0]} was already revoked.`,
          'not-found': `No key ${rest[0]}.`,
        }[result],
      );
      if (result === 'not-found') return 1;
    }
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await runKeys(process.argv.slice(2), (line) => console.log(line));
  } catch (error) {
    console.error(`[keys] ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
