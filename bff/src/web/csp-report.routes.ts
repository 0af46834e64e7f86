// Where browsers report what a page's Content-Security-Policy blocked (security-headers.ts names
// this route in every policy), so that a blocked script or style shows in the log instead of only
// in one visitor's console. Both report formats arrive: `report-uri`'s single
// `application/csp-report` and the Reporting API's `application/reports+json` batches.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../shared/errors.js';
import { CSP_REPORT_PATH } from '../http/security-headers.js';

/** A browser's batch is small; anything bigger is not a browser's report. */
const REPORT_BODY_LIMIT = 64 * 1024;
/** Reports logged per request, and characters per logged field: the log is not a store for what anyone posts. */
const MAX_REPORTS_PER_REQUEST = 20;
const MAX_FIELD_CHARS = 300;

/** One violation as logged, whichever format carried it. */
export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source: string;
  line: number | null;
  sample: string;
}

export async function cspReportRoutes(app: FastifyInstance) {
  // In this plugin's scope only: the report types are JSON, with Fastify's own JSON errors (a
  // malformed one is the usual 422 json_invalid).
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.post(CSP_REPORT_PATH.replace(/^\/api/, ''), {
    config: { access: 'public', cost: 'fixed' },
    bodyLimit: REPORT_BODY_LIMIT,
    schema: { hide: true },
    handler: async (request, reply) => {
      const violations = violationsIn(request.body);
      if (violations === null) {
        throw new ValidationError([{ loc: ['body'], msg: 'Expected a CSP violation report', type: 'value_error' }]);
      }
      for (const violation of violations.slice(0, MAX_REPORTS_PER_REQUEST)) {
        request.log.warn({ cspViolation: violation }, 'content security policy violation');
      }
      return reply.status(204).send();
    },
  });
}

/** The violations a report body describes, or null when it is no report. */
function violationsIn(body: unknown): CspViolation[] | null {
  if (Array.isArray(body)) {
    // The Reporting API: a batch of reports of several types; only CSP's are ours.
    const reports = body.filter(
      (report): report is { type: string; body: Record<string, unknown> } => isObject(report) && isObject(report.body),
    );
    if (reports.length !== body.length) return null;
    return reports
      .filter((report) => report.type === 'csp-violation')
      .map(({ body: fields }) => ({
        document: text(fields.documentURL),
        directive: text(fields.effectiveDirective),
        blocked: text(fields.blockedURL),
        source: text(fields.sourceFile),
        line: whole(fields.lineNumber),
        sample: text(fields.sample),
      }));
  }
  if (isObject(body) && isObject(body['csp-report'])) {
    const fields = body['csp-report'];
    return [
      {
        document: text(fields['document-uri']),
        directive: text(fields['effective-directive'] ?? fields['violated-directive']),
        blocked: text(fields['blocked-uri']),
        source: text(fields['source-file']),
        line: whole(fields['line-number']),
        sample: text(fields['script-sample']),
      },
    ];
  }
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_FIELD_CHARS) : '');
const whole = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);
