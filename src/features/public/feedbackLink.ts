/** The product's own feedback form (/feedback, issue #63.13): where the feedback links lead by default. */
export const OWN_FEEDBACK_FORM = '/feedback';

/**
 * Where the beta banner's and the header's feedback link lead: FEEDBACK_URL when a deployment
 * sets it at build time (an http(s) address, or a path of this site), else the product's own
 * form. Anything else (a typo, a javascript: URL) is ignored for the default.
 */
export function feedbackUrl(configured: string | undefined): string {
  const value = configured?.trim() ?? '';
  if (/^\/(?!\/)\S*$/.test(value)) return value;
  try {
    if (/^https?:$/.test(new URL(value).protocol)) return value;
  } catch {
    // not an address: the default below
  }
  return OWN_FEEDBACK_FORM;
}
