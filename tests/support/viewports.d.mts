// Types of viewports.mjs (for the TypeScript configs that import it).
export declare const viewports: {
  mobile: { width: number; height: number };
  desktop: { width: number; height: number };
};
