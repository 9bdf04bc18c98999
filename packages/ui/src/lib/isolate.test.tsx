import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from './isolate';

describe('isolate', () => {
  it('puts each supplied value in a bdi and keeps the text as it reads', () => {
    const name = 'Evil\u202Egnp.exe Corp';
    const { container } = render(<p>{isolate(`${name} sent you an invoice`, [name])}</p>);
    expect(container.textContent).toBe(`${name} sent you an invoice`);
    expect(container.querySelector('bdi')?.textContent).toBe(name);
  });

  it('isolates several values in order, and leaves text without them as it is', () => {
    const { container } = render(<p>{isolate('From A to B.', ['A', 'B', null, ''])}</p>);
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'A',
      'B',
    ]);
    expect(container.textContent).toBe('From A to B.');
    expect(isolate('Nothing here', ['Z'])).toBe('Nothing here');
  });
});
