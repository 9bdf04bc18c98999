/** `@paypage/ui`: the paypage design system. Knows nothing of payment requests. */
export { cn } from './lib/cn';
export {
  Button,
  buttonVariants,
  IconButton,
  type ButtonProps,
  type IconButtonProps,
} from './components/button';
export { Spinner, type SpinnerProps } from './components/spinner';
export * from './components/icon';
export * from './components/field';
export * from './components/field-box';
export { TextField, type TextFieldProps } from './components/text-field';
export { EmbeddedFrame, type EmbeddedFrameProps } from './components/embedded-frame';
export { Badge, badgeVariants, type BadgeProps } from './components/badge';
export * from './components/skeleton';
export * from './components/radio-card-group';
export * from './components/tooltip';
export { CopyButton, type CopyButtonProps } from './components/copy-button';
export { copyText } from './lib/copy-text';
export { isolate } from './lib/isolate';
export { useFormattedInput } from './lib/use-formatted-input';
export * from './components/postal-code-input';
export * from './components/social-security-number-input';
export * from './components/tax-number-input';
export * from './components/mobile-number-input';
export { Banner, bannerVariants, type BannerProps } from './components/banner';
export * from './components/dialog';
export * from './components/info-dialog';
export { Switch, type SwitchProps } from './components/switch';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Divider, type DividerProps } from './components/divider';
export * from './components/panel';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './components/breadcrumb';
export { ExpandableText, type ExpandableTextProps } from './components/expandable-text';
export { BrandTheme, type BrandThemeProps } from './components/brand-theme';
export { brandThemeStyle, isHexColor, type BrandThemeAttributes } from './lib/brand-theme';
export * from './components/line-item-panel';
