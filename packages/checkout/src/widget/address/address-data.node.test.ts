import { describe, expect, it } from 'vitest';
import { hasStateDataset } from '../../rules';
import { countryOptions, DEFAULT_COUNTRY, stateLabel, stateOptions } from './address-data';

describe('country list', () => {
  const countries = countryOptions();

  it('names every country in en-US, sorted by name, the US among them', () => {
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ value: 'US', label: 'United States' });
    expect(countries).toContainEqual({ value: 'BR', label: 'Brazil' });
    const labels = countries.map((country) => country.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en-US').compare));
    expect(new Set(countries.map((country) => country.value)).size).toBe(countries.length);
    expect(DEFAULT_COUNTRY).toBe('US');
  });
});

describe('state lists', () => {
  it.each([
    ['US', 59, { value: 'CA', label: 'California' }],
    ['CA', 13, { value: 'QC', label: 'Quebec' }],
    ['AU', 8, { value: 'NSW', label: 'New South Wales' }],
    ['BR', 27, { value: 'SP', label: 'São Paulo' }],
  ])('%s has %i, e.g. %o', (country, count, example) => {
    const states = stateOptions(country);
    expect(states).toHaveLength(count);
    expect(states).toContainEqual(example);
    expect(hasStateDataset(country)).toBe(true);
    expect(new Set(states.map((state) => state.value)).size).toBe(count);
  });

  it('countries without a dataset have none; lower case works', () => {
    expect(stateOptions('NL')).toEqual([]);
    expect(stateOptions('us')).toHaveLength(59);
  });

  it('Canada has provinces', () => {
    expect(stateLabel('CA')).toBe('Province');
    expect(stateLabel('US')).toBe('State');
  });
});
