import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlBoxClass } from '../field/field';
import { FieldBox } from './field-box';

const boxOf = (element: HTMLElement) => element.closest('[data-slot="field-box"]');

describe('FieldBox', () => {
  it('carries data-focused when told its control has the focus (a frame of another origin)', () => {
    render(
      <FieldBox focused>
        <div role="group" aria-label="Card number" />
      </FieldBox>,
    );
    expect(boxOf(screen.getByRole('group', { name: 'Card number' }))).toHaveAttribute(
      'data-focused',
      '',
    );
  });

  it('carries no data-focused otherwise', () => {
    render(
      <FieldBox focused={false}>
        <input aria-label="Reference" />
      </FieldBox>,
    );
    expect(boxOf(screen.getByRole('textbox', { name: 'Reference' }))).not.toHaveAttribute(
      'data-focused',
    );
  });

  it('draws the same ring for data-focused as for :focus-within', () => {
    const classes = controlBoxClass.split(/\s+/);
    const ring = (variant: string) =>
      classes.filter((name) => name.startsWith(variant)).map((name) => name.slice(variant.length));
    expect(ring('focus-within:').length).toBeGreaterThan(0);
    expect(ring('data-focused:')).toEqual(ring('focus-within:'));
  });
});
