export {
  RadioCard,
  RadioCardGroup,
  type RadioCardGroupProps,
  type RadioCardProps,
} from './radio-card-group';
