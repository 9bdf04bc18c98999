import type * as React from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '../../lib/cn';
import { FieldHint, Label, useFieldDescription } from '../field/field';

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & {
  /** The visible label, after the switch. Without one, name it with `aria-label`. */
  label?: React.ReactNode;
  /** Helper text under the label, tied with `aria-describedby`. */
  hint?: React.ReactNode;
};

/**
 * An on/off switch on Radix Switch (`role="switch"`): for a setting that takes effect at once. For
 * a choice submitted with a form (a consent), use Checkbox.
 */
export function Switch({ label, hint, id, className, ...props }: SwitchProps) {
  const description = useFieldDescription({ id, hint });
  const control = (
    <SwitchPrimitive.Root
      data-slot="switch"
      {...description.controlProps}
      className={cn(
        'peer relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-border-strong transition-colors',
        'data-[state=checked]:bg-brand-text',
        'disabled:cursor-not-allowed disabled:bg-border data-[state=checked]:disabled:bg-border-strong',
        !label && className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-surface shadow-sm transition-transform data-[state=checked]:translate-x-5"
      />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;

  return (
    <div data-slot="switch-field" className={cn('flex items-start gap-3', className)}>
      {control}
      <div className="flex flex-col gap-0.5 pt-px">
        <Label htmlFor={description.controlId} className="cursor-pointer text-base font-normal">
          {label}
        </Label>
        {description.hintId ? <FieldHint id={description.hintId}>{hint}</FieldHint> : null}
      </div>
    </div>
  );
}
