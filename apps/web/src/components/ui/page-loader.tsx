import { Spinner } from './spinner';

/** Spinner for a page whose code is still downloading; appears only if that takes a moment. */
export function PageLoader() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <div className="animate-fade-in opacity-0 [animation-delay:300ms] [animation-fill-mode:forwards]">
        <Spinner size="md" className="text-zinc-400" label="Loading" />
      </div>
    </div>
  );
}
