/**
 * The only inline scripts the server's own pages use. They are constant, so the pages'
 * Content-Security-Policy allows exactly these by hash (web/csp.ts) and nothing else inline.
 */

/** Sign-up: shows the provider field only for care providers (without JavaScript it stays visible). */
export const SIGNUP_SCRIPT = `
  (function () {
    var select = document.getElementById('user_type');
    var fields = document.getElementById('provider-fields');
    function sync() { fields.hidden = select.value !== '4'; }
    select.addEventListener('change', sync);
    sync();
  })();
`;

/** End session from the app's own Log out (already confirmed there): submit the provider's form. */
export const LOGOUT_SCRIPT = `
  (function () {
    var form = document.getElementById('op.logoutForm');
    var input = document.createElement('input');
    input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
    form.appendChild(input);
    form.submit();
  })();
`;

export const INLINE_SCRIPTS = [SIGNUP_SCRIPT, LOGOUT_SCRIPT];
