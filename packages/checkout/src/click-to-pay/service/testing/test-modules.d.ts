/**
 * What the network service's test reads that TypeScript cannot: the fake SDK's source (Vite's
 * `?raw`), and jsdom's constructor (jsdom ships no types; only what the test uses).
 */
declare module '*?raw' {
  const source: string;
  export default source;
}

declare module 'jsdom' {
  /** A console that forwards nothing until told to. */
  export class VirtualConsole {}
  export class JSDOM {
    constructor(
      html: string,
      options: {
        url: string;
        runScripts: 'dangerously';
        resources: 'usable';
        virtualConsole?: VirtualConsole;
      },
    );
    readonly window: Window & { close(): void };
  }
}
