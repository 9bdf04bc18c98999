/**
 * The card's own fields in their secured frames: the kit's field chrome (label, the
 * kit's `FieldBox` with the brand mark in its trailing slot, error) drawn by the page around a
 * mount element the frame's iframe goes in. The value lives only in the frame; the page draws
 * what the frame reports (its error, the brand from the BIN). The label names the frame
 * (`aria-labelledby`; the frame's input carries the same accessible name); a press on the label
 * or the box focuses the frame's input. The box's focus ring follows the frame's focus report.
 */
import * as React from 'react';
import { cn, Field, FieldBox, skeletonVariants, useFieldDescription } from '@paypage/ui';
import type { SecurityCodeSpec } from '../../../rules';
import { CardBrandMark } from '../../form/card-brand-mark';
import type { CardFieldState } from '../card-fields';
import { useWidgetStrings } from '../../i18n/widget-strings';

type SecuredFieldProps = CardFieldState & {
  label: string;
  /** §3 showContextualElement: the hint under the box, hidden while the field shows an error. */
  hint?: string;
  trailing?: React.ReactNode;
  className?: string;
};

/**
 * One field: the label, the box with the frame's mount (a skeleton while loading), the contextual
 * hint or the error.
 */
export function SecuredField({
  id,
  ref,
  label,
  hint,
  error,
  trailing,
  className,
  hidden,
  loading,
  focused,
  onFocusRequest,
  describedBy,
}: SecuredFieldProps) {
  const shownHint = error ? undefined : hint;
  const description = useFieldDescription({
    id: `${id}-frame`,
    hint: shownHint,
    error,
    describedBy,
  });
  return (
    <Field
      label={label}
      hint={shownHint}
      error={error}
      description={description}
      hidden={hidden}
      className={className}
      data-secured-field=""
      // An iframe is not labelable: the label names it by aria-labelledby, and a press on the
      // label focuses the frame's input, as a label's press focuses its input.
      labelledBy
      onClick={(event) => {
        if ((event.target as Element).closest('label')) onFocusRequest();
      }}
    >
      <FieldBox
        data-slot="secured-field-box"
        data-loading={loading ? '' : undefined}
        invalid={description.invalid}
        focused={focused}
        aria-busy={loading || undefined}
        className={cn(loading && skeletonVariants({ shape: 'block' }))}
        trailing={trailing}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onFocusRequest();
        }}
      >
        <div
          id={id}
          ref={ref}
          data-slot="secured-field-mount"
          data-described-by={description.controlProps['aria-describedby']}
          data-labelled-by={`${description.controlId}-label`}
          className="h-full min-w-0 flex-1"
        />
      </FieldBox>
    </Field>
  );
}

export function SecuredCardNumberField({
  brand,
  showBrandIcon = true,
  ...props
}: CardFieldState & { brand: string | null; showBrandIcon?: boolean; className?: string }) {
  const t = useWidgetStrings();
  const markId = `${props.id}-brand`;
  // §3 showBrandIcon false: no mark (nor its description of the field).
  if (!showBrandIcon) return <SecuredField {...props} label={t('field.cardNumber')} />;
  return (
    <SecuredField
      {...props}
      label={t('field.cardNumber')}
      describedBy={markId}
      trailing={<CardBrandMark brand={brand} id={markId} />}
    />
  );
}

/** The frames' fields that may carry a contextual hint (§3 showContextualElement, default true). */
type ContextualProps = { showContextualElement?: boolean };

export function SecuredExpiryDateField({
  showContextualElement = true,
  ...props
}: CardFieldState & ContextualProps & { className?: string }) {
  const t = useWidgetStrings();
  return (
    <SecuredField
      {...props}
      label={t('field.expiryDate')}
      hint={showContextualElement ? t('field.expiryDate.hint') : undefined}
    />
  );
}

/** Where the code is printed: 4 digits on the front (amex), 3 on the back. */
const SECURITY_CODE_HINTS = {
  3: 'field.securityCode.hint.back',
  4: 'field.securityCode.hint.front',
} as const;

export function SecuredSecurityCodeField({
  spec,
  brandKnown,
  optional,
  showContextualElement = true,
  ...props
}: CardFieldState &
  ContextualProps & {
    className?: string;
    spec: SecurityCodeSpec;
    brandKnown: boolean;
    optional: boolean;
  }) {
  const t = useWidgetStrings();
  const name = brandKnown ? spec.label : null;
  const qualifiers = [name, optional ? t('field.optional') : null].filter(Boolean).join(', ');
  return (
    <SecuredField
      {...props}
      label={
        qualifiers ? t('field.securityCode.qualified', { qualifiers }) : t('field.securityCode')
      }
      hint={showContextualElement ? t(SECURITY_CODE_HINTS[spec.length]) : undefined}
    />
  );
}

/** The Korean card password's first 2 digits, in its own secured frame. */
export function SecuredPasswordField(props: CardFieldState & { className?: string }) {
  const t = useWidgetStrings();
  return <SecuredField {...props} label={t('field.password')} />;
}
