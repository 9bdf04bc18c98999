export { Button, buttonVariants, type ButtonProps } from './button';
export { IconButton, type IconButtonProps } from './icon-button';
