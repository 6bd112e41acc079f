/**
 * One step of the app's start and end (Zettlr's providers, in small): started in the declared
 * order, each awaited before the next begins, and stopped in reverse.
 */
export interface LifecycleStep {
  /** Named in the log when it fails, and in the performance marks (`boot:<name>`). */
  name: string
  /** What must be ready before the next step starts. */
  start?: () => unknown
  /**
   * How long the boot waits for `start` before going on without it (it keeps running and finishes
   * in the background). For steps that wait on another process: a busy main must not keep the
   * window blank. Without it the boot waits as long as the step takes.
   */
  waitAtMostMs?: number
  /** Writes what it holds in memory, and keeps running: the page may be going away, or not. */
  flush?: () => unknown
  /** The page is going away: stop, and write what is held. */
  stop?: () => unknown
}

type Log = (message: string, error: unknown) => void

/**
 * Runs the steps. A step that fails is logged and the boot goes on (the app shows what it can:
 * a mirror that cannot open means network only, not a blank window); only a started step is
 * flushed or stopped.
 *
 * A page being hidden gets no later turn for timers: so flush and stop call every step at once, in
 * reverse order, each starting its writes before the next is called, and then wait for them all.
 */
export class Lifecycle {
  private readonly started: LifecycleStep[] = []
  private stopping: Promise<void> | null = null

  constructor(
    private readonly steps: readonly LifecycleStep[],
    private readonly log: Log = (message, error) => console.error(message, error)
  ) {}

  async start(): Promise<void> {
    for (const step of this.steps) {
      if (this.stopping) return
      try {
        await this.startWithin(step)
        this.started.push(step)
        performance.mark?.(`boot:${step.name}`)
      } catch (error) {
        this.log(`[boot] ${step.name} failed to start`, error)
      }
    }
  }

  /** Runs a step's start; past its `waitAtMostMs` the boot goes on and a later failure is logged. */
  private startWithin(step: LifecycleStep): Promise<unknown> {
    const starting = Promise.resolve(step.start?.())
    if (step.waitAtMostMs === undefined) return starting
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.log(`[boot] ${step.name} is still starting after ${step.waitAtMostMs} ms; going on without it`, null)
        starting.catch((error) => this.log(`[boot] ${step.name} failed to start`, error))
        resolve()
      }, step.waitAtMostMs)
    })
    return Promise.race([starting, late]).finally(() => clearTimeout(timer))
  }

  /** Every started step writes what it holds; settles when all have. */
  flush(): Promise<void> {
    return this.each('flush', (step) => step.flush?.())
  }

  /** Stops the started steps, last first; once (later calls get the same promise). */
  stop(): Promise<void> {
    return (this.stopping ??= this.each('stop', (step) => step.stop?.()))
  }

  /** The stop under way, if any: tests wait for it. */
  whenStopped(): Promise<void> | null {
    return this.stopping
  }

  private async each(what: string, run: (step: LifecycleStep) => unknown): Promise<void> {
    const runs = [...this.started].reverse().map((step) => {
      try {
        return Promise.resolve(run(step)).catch((error) => this.log(`[boot] ${step.name} failed to ${what}`, error))
      } catch (error) {
        this.log(`[boot] ${step.name} failed to ${what}`, error)
        return Promise.resolve()
      }
    })
    await Promise.all(runs)
  }
}

/**
 * The page's end, as browsers and Electron report it: `beforeunload` writes what is buffered early
 * (the page still has its turns), `pagehide` stops everything — or, when the page is kept for going
 * back (`persisted`), writes only, since it may be shown again.
 */
export function stopWithPage(lifecycle: Lifecycle, target: Window = window): () => void {
  const early = () => void lifecycle.flush()
  const hide = (event: Event) => void ((event as PageTransitionEvent).persisted ? lifecycle.flush() : lifecycle.stop())
  target.addEventListener('beforeunload', early)
  target.addEventListener('pagehide', hide)
  return () => {
    target.removeEventListener('beforeunload', early)
    target.removeEventListener('pagehide', hide)
  }
}
