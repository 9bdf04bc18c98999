// Types of chromium.mjs (for the TypeScript configs that import it).
export declare const chromiumPath: string;
export declare const chromiumLaunchFlags: string[];
export declare const chromiumArgs: string[];
