/** Files Vite bundles that TypeScript cannot read: stylesheets, and a story's page by URL. */
declare module '*.css';

declare module '*?url&no-inline' {
  const url: string;
  export default url;
}
