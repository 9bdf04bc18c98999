export { BrandTheme, type BrandThemeProps } from './brand-theme';
