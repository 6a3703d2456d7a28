// What the core-data probe uses of jsdom (whose published typings bring the DOM library into the
// whole project and retype its fetch calls).
declare module 'jsdom' {
  export class VirtualConsole {}
  export class JSDOM {
    constructor(html: string, options: { url: string; virtualConsole: VirtualConsole });
    window: Record<string, unknown>;
  }
}
