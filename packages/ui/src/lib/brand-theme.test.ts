import { describe, expect, it } from 'vitest';
import { brandThemeStyle, isHexColor } from './brand-theme';

describe('isHexColor', () => {
  it.each(['#fff', '#0F7B5F', ' #2f5bd3 '])('accepts %j', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each(['', 'fff', '#ffff', 'red', 'rgb(0 0 0)', '#12345g', 'url(x)', null, undefined, 42])(
    'rejects %j',
    (value) => {
      expect(isHexColor(value)).toBe(false);
    },
  );
});

describe('brandThemeStyle', () => {
  it('sets the one brand variable and the data-brand attribute', () => {
    expect(brandThemeStyle('#0f7b5f')).toEqual({
      'data-brand': '',
      style: { '--color-brand': '#0f7b5f' },
    });
  });

  it('ignores anything that is not a hex colour, so no other CSS can get in', () => {
    expect(brandThemeStyle('red; background: url(https://example.com)')).toEqual({});
    expect(brandThemeStyle(undefined)).toEqual({});
    expect(brandThemeStyle(null)).toEqual({});
  });
});
