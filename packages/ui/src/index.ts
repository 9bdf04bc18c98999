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
export { TextField, type TextFieldProps } from './components/text-field';
export { ChallengeFrame, type ChallengeFrameProps } from './components/challenge-frame';
export { Badge, badgeVariants, type BadgeProps } from './components/badge';
export * from './components/skeleton';
export * from './components/radio-card-group';
