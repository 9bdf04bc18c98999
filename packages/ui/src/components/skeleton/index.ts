export {
  Skeleton,
  SkeletonText,
  skeletonVariants,
  type SkeletonProps,
  type SkeletonTextProps,
} from './skeleton';
