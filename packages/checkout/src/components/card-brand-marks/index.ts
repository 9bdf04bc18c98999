export {
  CardBrandMarks,
  cardBrandNames,
  LEAD_BRAND_MARKS,
  MAX_BRAND_MARKS,
  moreBrandsText,
  splitBrandMarks,
  type CardBrandMarkEntry,
} from './card-brand-marks';
