/** One finding of `supabase db advisors --output-format json`. */
export interface AdvisorFinding {
  name: string;
  title: string;
  level: 'INFO' | 'WARN' | 'ERROR';
  facing: string;
  categories: string[] | null;
  description: string;
  detail: string;
  remediation: string;
  metadata?: Record<string, unknown>;
  cacheKey: string;
}
export const FAILING_LEVELS: string[];
export function runAdvisors(url: string): Promise<{ findings: AdvisorFinding[]; exitCode: number }>;
export function describeFinding(finding: AdvisorFinding): string;
