/* Types for the parts of @adobe/structured-data-validator (plain JavaScript, no types of its own) that the tests use. */
declare module '@adobe/structured-data-validator' {
  export interface PathElement {
    type?: string;
    property?: string;
    index?: number;
  }
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: PathElement[];
    fieldNames?: string[];
    rootType?: string;
  }
  /** What @marbec/web-auto-extractor gives: per format, the root items by their type. */
  export interface ExtractedData {
    jsonld: Record<string, Array<Record<string, unknown>>>;
  }
  export type HandlerModule = { default: new (config: { dataFormat: string; path: PathElement[] }) => { validate(data: unknown): ValidationIssue[] } };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    registeredHandlers: Record<string, Array<() => Promise<HandlerModule>>>;
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}

declare module '@adobe/structured-data-validator/src/types/base.js' {
  import type { PathElement, ValidationIssue } from '@adobe/structured-data-validator';
  export type Condition = (data: Record<string, unknown>) => ValidationIssue | ValidationIssue[] | null;
  export default class BaseValidator {
    constructor(config: { dataFormat: string; path: PathElement[] });
    path: PathElement[];
    getConditions(data: Record<string, unknown>): Condition[];
    validate(data: Record<string, unknown>): ValidationIssue[];
    required(name: string, type?: string, ...options: unknown[]): Condition;
    recommended(name: string, type?: string, ...options: unknown[]): Condition;
    or(...conditions: Condition[]): Condition;
  }
}
