import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { analyticsEventSchema } from './analytics';

const rendered = (configData: Record<string, string | boolean>) => ({
  timestamp: '1764000000000',
  component: 'scheme',
  id: 'c7a7f2c1-8d0b-4c4e-9d5e-7f1e0b9a3c21',
  type: 'rendered',
  configData,
});

describe('an analytics event’s configData', () => {
  it('takes the widget’s lists cut to 128 characters', () => {
    const brands =
      'amex,bcmc,cartebancaire,diners,discover,elo,hipercard,jcb,maestro,mc,visa,'.padEnd(128, 'x');
    expect(z.safeParse(analyticsEventSchema, rendered({ brands })).success).toBe(true);
  });

  it('refuses a value past 128 characters', () => {
    expect(z.safeParse(analyticsEventSchema, rendered({ brands: 'x'.repeat(129) })).success).toBe(
      false,
    );
  });
});
