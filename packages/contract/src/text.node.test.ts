import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './text';

describe('stripBidiControls', () => {
  it.each([
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['a\u202Ab\u202Bc\u202Cd\u202De', 'abcde'],
    ['\u2066x\u2067y\u2068z\u2069', 'xyz'],
    ['\u200Eleft\u200Fright\u061Carabic', 'leftrightarabic'],
    ['Planting plan.pdf', 'Planting plan.pdf'],
    ['שלום.pdf', 'שלום.pdf'],
  ])('%j → %j', (text, stripped) => {
    expect(stripBidiControls(text)).toBe(stripped);
  });
});
