import { Component, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

import { lazyFirstScreen } from '../i18n/lazy-with-texts';

type PartModule<P> = { default: ComponentType<P> };

/** How long a part waits before trying to load again: 2 s, doubling, at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(2_000 * 2 ** Math.max(failures - 1, 0), 30_000);
}

class CatchFailure extends Component<
  { readonly onFailure: () => void; readonly children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of the shell that shows nothing of its own until it has something to say (the live order updates, the
 * new-version check), loaded after the first screen. When its code cannot be fetched — the server restarting, the
 * network gone for a moment — the page goes on without it and it tries again later; without this, React's lazy
 * loader would throw the failed load up to the root and take the whole page down.
 */
export function BackgroundPart<P extends object = Record<string, never>>(props: {
  readonly load: () => Promise<PartModule<P>>;
  /** What the part is rendered with; keep it the same object from render to render. */
  readonly props?: P;
  readonly delayMs?: (failures: number) => number;
}) {
  const { load, delayMs = retryDelayMs } = props;
  const partProps = (props.props ?? {}) as P;
  const [attempt, setAttempt] = useState(() => ({ failures: 0, Part: lazyFirstScreen(load) }));
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (retry.current !== null) clearTimeout(retry.current);
    },
    [],
  );
  const failed = () => {
    const failures = attempt.failures + 1;
    // A new lazy component: React keeps a failed load's error for good, webpack fetches the chunk anew.
    retry.current = setTimeout(() => setAttempt({ failures, Part: lazyFirstScreen(load) }), delayMs(failures));
  };
  const { Part } = attempt;
  return (
    <CatchFailure key={attempt.failures} onFailure={failed}>
      <Suspense fallback={null}>
        <Part {...partProps} />
      </Suspense>
    </CatchFailure>
  );
}
