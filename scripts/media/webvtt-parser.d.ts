/** The W3C's WebVTT parser and validator (npm webvtt-parser, github.com/w3c/webvtt.js), which ships no types. */
declare module 'webvtt-parser' {
  export interface WebVTTError {
    message: string;
    line: number;
    col?: number;
  }

  export interface WebVTTCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }

  export interface WebVTTResult {
    cues: WebVTTCue[];
    errors: WebVTTError[];
    styles: string[];
  }

  export class WebVTTParser {
    parse(input: string, mode?: 'subtitles' | 'captions' | 'chapters' | 'metadata'): WebVTTResult;
  }

  /** CommonJS: Node's ESM loader offers its exports as the default export only. */
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
