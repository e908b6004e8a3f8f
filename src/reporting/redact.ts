/**
 * Secrets never leave the page: tokens, PINs, one-time codes and passwords are
 * masked in everything sent to the inspector or to error reporting.
 */
const SECRET_KEY = /token|pin$|^pin|new_pin|otp|password|secret|authorization|code_verifier/i;
const BEARER = /Bearer\s+[A-Za-z0-9\-._~+/]+=*/g;
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g;

export const MASK = '[redacted]';

export function redactString(text: string): string {
  return text.replace(BEARER, `Bearer ${MASK}`).replace(JWT, MASK);
}

export function redact<T>(value: T, depth = 0): T {
  if (depth > 8) return value;
  if (typeof value === 'string') return redactString(value) as T;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    // PIN-flow events carry digits in generic fields (`{ type: 'pin.digit', value }`).
    const type = (value as unknown as { type?: unknown }).type;
    const pinEvent = typeof type === 'string' && type.startsWith('pin.');
    for (const [key, v] of Object.entries(value)) {
      const secret = SECRET_KEY.test(key) || (pinEvent && (key === 'value' || key === 'text' || key === 'digits'));
      // A flag (`hasPin: true`) carries no secret, and a replay needs it as it was.
      out[key] = secret && v != null && v !== '' && typeof v !== 'boolean' ? MASK : redact(v, depth + 1);
    }
    return out as T;
  }
  return value;
}
