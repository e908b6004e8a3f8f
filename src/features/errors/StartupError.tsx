import { FullPageMessage } from '../../ui/FullPageMessage';

/** The app could not read its configuration: say so plainly, offer a reload. */
export function StartupError() {
  return (
    <FullPageMessage title="NeuroHealth Care could not start" role="alert">
      <p>The app’s configuration could not be loaded. Please reload the page in a moment.</p>
      <p className="mt-2 text-sm">If this keeps happening, the service may be down for maintenance.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="focus-ring mt-4 rounded-[var(--radius)] bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        Reload
      </button>
    </FullPageMessage>
  );
}
