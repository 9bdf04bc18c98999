import { API_CALLS } from '@paypage/contract/calls';
import { SANDBOX_CALLS } from '@paypage/contract';
import { describe, expect, it } from 'vitest';
import { SWITCHED_CALLS } from './failure-switches.ts';

describe('the failure switches’ table', () => {
  it('names one route of the contract for every call a switch can break', () => {
    const routes = Object.keys(SWITCHED_CALLS);
    expect(Object.values(SWITCHED_CALLS).sort()).toEqual([...SANDBOX_CALLS].sort());
    for (const route of routes) expect(API_CALLS).toHaveProperty([route]);
  });

  it('switches only the product’s calls, never the sandbox’s own', () => {
    for (const route of Object.keys(SWITCHED_CALLS)) expect(route).not.toMatch(/ \/sandbox\//);
  });
});
