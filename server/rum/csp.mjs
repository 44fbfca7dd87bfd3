// CSP violation reports, in both shapes browsers send: the Reporting API's
// `application/reports+json` (an array of reports, camelCase) and report-uri's
// `application/csp-report` (one `csp-report` object, kebab-case). Only the directive and the
// blocked URL are kept: a report's other fields (the page, a sample of the script) stay unread.
import * as v from 'valibot';

export const REPORTS_TYPE = 'application/reports+json';
export const CSP_REPORT_TYPE = 'application/csp-report';
/** The most reports one Reporting API body may carry. */
const MAX_REPORTS = 50;

const text = v.pipe(v.string(), v.maxLength(2048));
const reportingApi = v.pipe(
  v.array(v.object({ type: v.string(), body: v.optional(v.object({ effectiveDirective: v.optional(text), blockedURL: v.optional(text) })) })),
  v.maxLength(MAX_REPORTS),
);
const reportUri = v.object({
  'csp-report': v.object({ 'effective-directive': v.optional(text), 'violated-directive': v.optional(text), 'blocked-uri': v.optional(text) }),
});

/** @typedef {{ directive: string, blockedUrl: string }} Violation */

const parseJson = (body) => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * The violations in a report body of `contentType`, or undefined when it is malformed. The
 * Reporting API batches other report types (deprecations, interventions) with them: those are
 * left out, and a body of only those gives no violations.
 * @returns {Violation[] | undefined}
 */
export function parseCspReport(contentType, body) {
  const json = parseJson(body);
  if (contentType === REPORTS_TYPE) {
    const result = v.safeParse(reportingApi, json);
    if (!result.success) return undefined;
    return result.output
      .filter((report) => report.type === 'csp-violation' && report.body)
      .map(({ body: report }) => ({ directive: report?.effectiveDirective ?? '', blockedUrl: report?.blockedURL ?? '' }));
  }
  if (contentType === CSP_REPORT_TYPE) {
    const result = v.safeParse(reportUri, json);
    if (!result.success) return undefined;
    const report = result.output['csp-report'];
    // Older browsers name the violated directive only, with its sources after a space.
    const directive = report['effective-directive'] ?? report['violated-directive']?.split(' ')[0] ?? '';
    return [{ directive, blockedUrl: report['blocked-uri'] ?? '' }];
  }
  return undefined;
}
