import { describe, expect, it } from 'vitest';
import { checkEmbedOrigins, MAX_EMBED_ORIGINS } from './embed-origins.ts';

describe('a key’s embedding origins', () => {
  it.each([
    ['production', 'https://shop.example', true],
    ['production', 'https://shop.example:8443', true],
    ['production', 'http://shop.example', false],
    ['production', 'http://localhost:5173', false],
    ['sandbox', 'http://localhost:5173', true],
    ['sandbox', 'https://shop.example', true],
    ['sandbox', 'ftp://shop.example', false],
    ['production', 'https://shop.example/', false],
    ['production', 'https://shop.example/checkout', false],
    ['production', 'https://SHOP.example', false],
    ['production', 'shop.example', false],
    ['production', 'https://user@shop.example', false],
    ['production', `https://${'a'.repeat(200)}.example`, false],
  ] as const)('in %s mode %s is taken: %s', (mode, origin, taken) => {
    expect('origins' in checkEmbedOrigins([origin], mode)).toBe(taken);
  });

  it('keeps one of each, in order', () => {
    expect(
      checkEmbedOrigins(
        ['https://b.example', 'https://a.example', 'https://b.example'],
        'production',
      ),
    ).toEqual({ origins: ['https://b.example', 'https://a.example'] });
  });

  it(`takes at most ${MAX_EMBED_ORIGINS}`, () => {
    const many = Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, i) => `https://s${i}.example`);
    expect(checkEmbedOrigins(many.slice(0, -1), 'production')).toHaveProperty('origins');
    expect(checkEmbedOrigins(many, 'production')).toEqual({
      error: `At most ${MAX_EMBED_ORIGINS} embedding origins per key.`,
    });
  });
});
