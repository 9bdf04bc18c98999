/**
 * `@paypage/ui/rules`: the kit's pure input rules. No React, DOM or CSS: usable on a server, in a
 * worker, or by an integrator on its own.
 */
export {
  contrastRatio,
  parseHexColor,
  parseRgbColor,
  readableTextOn,
  relativeLuminance,
  type Rgb,
} from './color';
